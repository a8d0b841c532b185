import { Suspense, useState } from 'react';
import type { SignInTab } from '../features/auth/components/sign-in-dialog';
import { LandingPage } from '../features/landing/landing-page';
import { lazyExport } from '../lib/lazy-export';

// The forms, their schemas and the dialog load on first use, keeping the landing page light.
const loadSignInDialog = () => import('../features/auth/components/sign-in-dialog');
const SignInDialog = lazyExport(loadSignInDialog, 'SignInDialog');

type SignedOutLandingProps = {
  /** A page of the app asked for while signed out: the dialog opens at once and returns there. */
  asked?: { path: string; title: string } | null;
};

/**
 * The landing page with its sign-in dialog: Sign In opens Login, the calls to action Register.
 * Reached through a link to a page of the app, it says why and takes the veteran there after.
 */
export function SignedOutLanding({ asked = null }: SignedOutLandingProps) {
  const [opened, setOpened] = useState(asked !== null);
  const [requested, setRequested] = useState(asked !== null);
  const [tab, setTab] = useState<SignInTab>('login');

  const open = (startTab: SignInTab) => {
    setTab(startTab);
    setRequested(true);
    setOpened(true);
  };

  return (
    <>
      <LandingPage
        onSignIn={() => open('login')}
        onGetStarted={() => open('register')}
        onSignInIntent={() => void loadSignInDialog()}
      />
      {requested && (
        <Suspense fallback={null}>
          <SignInDialog
            opened={opened}
            tab={tab}
            onTabChange={setTab}
            onClose={() => setOpened(false)}
            reason={asked ? `Sign in to see ${asked.title}` : undefined}
            returnTo={asked?.path}
          />
        </Suspense>
      )}
    </>
  );
}
