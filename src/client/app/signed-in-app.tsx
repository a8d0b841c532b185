import './signed-in-styles';
import { Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { User } from '../../contracts/auth';
import { CenteredLoader } from '../components/centered-loader';
import { lazyExport } from '../lib/lazy-export';
import { signedInPaths, type SignedInPath } from './app-paths';
import { HomePage } from './home-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import {
  PrivacyPage,
  ResetPasswordPage,
  UnsubscribePage,
  VerifyEmailPage,
  WitnessPage,
} from './shared-pages';

// Every screen but the chat loads on its own, so the chat screen (home) does not download
// their forms, uploads, rating math or help content (DESIGN §8 client budget).
const ClaimsPage = lazyExport(() => import('../features/claims/claims-page'), 'ClaimsPage');
const CasePage = lazyExport(() => import('../features/case/case-page'), 'CasePage');
const FinderPage = lazyExport(() => import('../features/finder/finder-page'), 'FinderPage');
const JournalPage = lazyExport(() => import('../features/journal/journal-page'), 'JournalPage');
const ExamPrepPage = lazyExport(
  () => import('../features/exam-prep/exam-prep-page'),
  'ExamPrepPage',
);
const CurrentDisabilitiesPage = lazyExport(
  () => import('../features/current-disabilities/current-disabilities-page'),
  'CurrentDisabilitiesPage',
);
const FaqPage = lazyExport(() => import('../features/faq/faq-page'), 'FaqPage');
const HelpfulPromptsPage = lazyExport(
  () => import('../features/helpful-prompts/helpful-prompts-page'),
  'HelpfulPromptsPage',
);
const WitnessesPage = lazyExport(
  () => import('../features/witness/witnesses-page'),
  'WitnessesPage',
);
const ResourcesPage = lazyExport(
  () => import('../features/resources/resources-page'),
  'ResourcesPage',
);
const ProfilePage = lazyExport(() => import('../features/profile/profile-page'), 'ProfilePage');
const DocumentsPage = lazyExport(
  () => import('../features/documents/documents-page'),
  'DocumentsPage',
);

const screens: Record<SignedInPath, ComponentType> = {
  '/': HomePage,
  '/chat': HomePage,
  '/claims': ClaimsPage,
  '/case': CasePage,
  '/finder': FinderPage,
  '/journal': JournalPage,
  '/exam-prep': ExamPrepPage,
  '/witnesses': WitnessesPage,
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
          <Route path="/unsubscribe" component={UnsubscribePage} />
          {/* Someone signed in on a shared computer can still answer a link sent to them. */}
          <Route path="/witness/:token" component={WitnessPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
