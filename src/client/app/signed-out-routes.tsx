import { Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { CenteredLoader } from '../components/centered-loader';
import { signedInPaths } from './app-paths';
import { PublicLayout } from './layout/public-layout';
import { accountEntries, isCurrentEntry, mainEntries } from './layout/navigation-entries';
import { NotFoundPage } from './not-found-page';
import {
  PrivacyPage,
  ResetPasswordPage,
  UnsubscribePage,
  VerifyEmailPage,
  WitnessPage,
} from './shared-pages';
import { SignedOutLanding } from './signed-out-landing';

function PublicPage({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <Suspense fallback={<CenteredLoader label="Loading..." />}>{children}</Suspense>
    </PublicLayout>
  );
}

/**
 * A page of the app opened while signed out: the landing page opens the sign-in dialog, names
 * the page, and returns there after signing in. Home needs no reason.
 */
function LandingFor() {
  const [path] = useLocation();
  const search = useSearch();
  const entry = [...mainEntries, ...accountEntries].find((known) => isCurrentEntry(known, path));
  if (path === '/' || !entry) return <SignedOutLanding />;
  return (
    <SignedOutLanding asked={{ path: search ? `${path}?${search}` : path, title: entry.title }} />
  );
}

export function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/privacy">
        <PublicPage>
          <PrivacyPage />
        </PublicPage>
      </Route>
      <Route path="/reset-password">
        <PublicPage>
          <ResetPasswordPage />
        </PublicPage>
      </Route>
      <Route path="/verify-email">
        <PublicPage>
          <VerifyEmailPage />
        </PublicPage>
      </Route>
      <Route path="/unsubscribe">
        <PublicPage>
          <UnsubscribePage />
        </PublicPage>
      </Route>
      <Route path="/witness/:token">
        <PublicPage>
          <WitnessPage />
        </PublicPage>
      </Route>
      {/* An app address visited while signed out shows the landing page and its sign-in. */}
      {signedInPaths.map((path) => (
        <Route key={path} path={path}>
          <LandingFor />
        </Route>
      ))}
      <Route>
        <PublicPage>
          <NotFoundPage />
        </PublicPage>
      </Route>
    </Switch>
  );
}
