import { Suspense, useState } from 'react';
import type { SignInTab } from '../features/auth/components/sign-in-dialog';
import { LandingPage } from '../features/landing/landing-page';
import { lazyExport } from '../lib/lazy-export';

// The forms, their schemas and the dialog load on first use, keeping the landing page light.
const loadSignInDialog = () => import('../features/auth/components/sign-in-dialog');
const SignInDialog = lazyExport(loadSignInDialog, 'SignInDialog');

/** The landing page with its sign-in dialog: Sign In opens Login, the calls to action Register. */
export function SignedOutLanding() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
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
          />
        </Suspense>
      )}
    </>
  );
}
