import './signed-in-styles';
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { User } from '../../contracts/auth';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { ChatPage } from '../features/chat/chat-page';
import { ClaimsPage } from '../features/claims/claims-page';
import { CurrentDisabilitiesPage } from '../features/current-disabilities/current-disabilities-page';
import { DocumentsPage } from '../features/documents/documents-page';
import { FaqPage } from '../features/faq/faq-page';
import { HelpfulPromptsPage } from '../features/helpful-prompts/helpful-prompts-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { ProfilePage } from '../features/profile/profile-page';
import { ResourcesPage } from '../features/resources/resources-page';
import { signedInPaths, type SignedInPath } from './app-paths';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

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
      <Switch>
        {signedInPaths.map((path) => (
          <Route key={path} path={path} component={screens[path]} />
        ))}
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </AppLayout>
  );
}
