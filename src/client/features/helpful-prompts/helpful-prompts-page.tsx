import { ComingSoonPage } from '../../components/coming-soon-page';

export function HelpfulPromptsPage() {
  return (
    <ComingSoonPage
      title="Helpful Prompts"
      plan="Here you will find example questions to ask Wingman, ready to try with one click."
    />
  );
}
