import { ComingSoonPage } from '../../components/coming-soon-page';

export function ProfilePage() {
  return (
    <ComingSoonPage
      title="Profile & Settings"
      plan="Here you will manage your profile, assistant preferences and notification settings."
    />
  );
}
