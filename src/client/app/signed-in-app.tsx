import './signed-in-styles';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { User } from '../../contracts/auth';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { ChatPage } from '../features/chat/chat-page';
import { DocumentsPage } from '../features/documents/documents-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { CenteredLoader } from '../components/centered-loader';
import { signedInPaths, type SignedInPath } from './app-paths';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/** A screen in a chunk of its own, fetched the first time the veteran opens it. */
const lazyScreen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

// Screens with forms, the rating math or help content load on their own, so the chat screen
// (home) does not download them (DESIGN §8 client budget).
const ClaimsPage = lazyScreen(() => import('../features/claims/claims-page'), 'ClaimsPage');
const CurrentDisabilitiesPage = lazyScreen(
  () => import('../features/current-disabilities/current-disabilities-page'),
  'CurrentDisabilitiesPage',
);
const FaqPage = lazyScreen(() => import('../features/faq/faq-page'), 'FaqPage');
const HelpfulPromptsPage = lazyScreen(
  () => import('../features/helpful-prompts/helpful-prompts-page'),
  'HelpfulPromptsPage',
);
const ResourcesPage = lazyScreen(
  () => import('../features/resources/resources-page'),
  'ResourcesPage',
);
const ProfilePage = lazyScreen(() => import('../features/profile/profile-page'), 'ProfilePage');

const screens: Record<SignedInPath, ComponentType> = {
  '/': ChatPage,
  '/chat': ChatPage,
  '/claims': ClaimsPage,
  '/documents': DocumentsPage,
  '/current-disabilities': CurrentDisabilitiesPage,
  '/helpful-prompts': HelpfulPromptsPage,
  '/faq': FaqPage,
  '/resources': ResourcesPage,
  '/profile': ProfilePage,
};

/** Everything behind sign-in, loaded as its own chunk so the landing page stays light. */
export function SignedInApp({ user }: { user: User }) {
  return (
    <AppLayout user={user}>
      <Suspense fallback={<CenteredLoader label="Loading..." />}>
        <Switch>
          {signedInPaths.map((path) => (
            <Route key={path} path={path} component={screens[path]} />
          ))}
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
