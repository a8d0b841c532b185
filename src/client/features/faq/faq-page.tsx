import { ComingSoonPage } from '../../components/coming-soon-page';

export function FaqPage() {
  return (
    <ComingSoonPage
      title="Frequently Asked Questions"
      plan="Here you will find answers to common questions about filing, ratings, appeals and documentation."
    />
  );
}
