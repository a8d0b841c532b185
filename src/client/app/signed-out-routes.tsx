import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { CenteredLoader } from '../components/centered-loader';
import { signedInPaths } from './app-paths';
import { PublicLayout } from './layout/public-layout';
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
          <SignedOutLanding />
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
