import { ComingSoonPage } from '../../components/coming-soon-page';

export function DocumentsPage() {
  return (
    <ComingSoonPage
      title="Documents"
      plan="Here you will upload medical and service records and see what each one proves for your claim."
    />
  );
}
