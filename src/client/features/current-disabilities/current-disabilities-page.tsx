import { ComingSoonPage } from '../../components/coming-soon-page';

export function CurrentDisabilitiesPage() {
  return (
    <ComingSoonPage
      title="Current Disabilities"
      plan="Here you will track your rated disabilities and their percentages, and get guidance on what an increase requires."
    />
  );
}
