import { ComingSoonPage } from '../../components/coming-soon-page';

export function ClaimsPage() {
  return (
    <ComingSoonPage
      title="My Claims"
      plan="Here you will find your claims history and your past conversations with Wingman."
    />
  );
}
