import { ComingSoonPage } from '../../components/coming-soon-page';

export function ChatPage() {
  return (
    <ComingSoonPage
      title="Chat with Wingman"
      plan="Here you will ask Wingman about conditions, evidence, VA forms, deadlines and buddy letters, and attach your documents and rated disabilities to a question."
    />
  );
}
