import { ComingSoonPage } from '../../components/coming-soon-page';

export function ResourcesPage() {
  return (
    <ComingSoonPage
      title="Resources"
      plan="Here you will find official VA resources, forms, support organizations and helpful tools."
    />
  );
}
