import { Suspense, useState } from 'react';
import { ChatPage } from '../features/chat/chat-page';
import { lazyExport } from '../lib/lazy-export';
import classes from './home-page.module.css';

// Loaded beside the chat, not with it: its rating math and pay tables stay out of the chat's
// own chunk (DESIGN §8 client budget).
const CaseAtAGlance = lazyExport(
  () => import('../features/case/components/case-at-a-glance'),
  'CaseAtAGlance',
);

/** Spec: the home keeps the chat and gains the case at a glance beside it. */
export function HomePage() {
  // A question asked from the panel opens its new chat: the chat mounts afresh and reads the
  // hand-off the panel left, as it does when it opens from another screen.
  const [conversation, setConversation] = useState(0);
  return (
    <div className={classes.home}>
      <div className={classes.glance}>
        <Suspense fallback={null}>
          <CaseAtAGlance onChatReady={() => setConversation((count) => count + 1)} />
        </Suspense>
      </div>
      <ChatPage key={conversation} />
    </div>
  );
}
