import {
  IconBriefcase,
  IconCertificate,
  IconFileText,
  IconHelpCircle,
  IconHistory,
  IconLifebuoy,
  IconListSearch,
  IconMessageCircle,
  IconNotebook,
  IconShieldCheck,
  IconSparkles,
  IconStethoscope,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export type NavigationEntry = {
  path: string;
  title: string;
  description?: string;
  icon: Icon;
  /** Other addresses that show the same screen. */
  aliases?: readonly string[];
};

/** Spec §2 navigation drawer, in its order. */
export const mainEntries: readonly NavigationEntry[] = [
  {
    path: '/',
    title: 'Home',
    description: 'Chat with Wingman',
    icon: IconMessageCircle,
    aliases: ['/chat'],
  },
  { path: '/claims', title: 'My Claims', description: 'Claim and chat history', icon: IconHistory },
  {
    path: '/case',
    title: 'My Case',
    description: 'Conditions, evidence and packet',
    icon: IconBriefcase,
  },
  {
    path: '/finder',
    title: 'What else can I claim?',
    description: 'Conditions you may have missed',
    icon: IconListSearch,
  },
  {
    path: '/journal',
    title: 'Symptom Journal',
    description: 'Log symptoms as they happen',
    icon: IconNotebook,
  },
  {
    path: '/exam-prep',
    title: 'C&P Exam Prep',
    description: 'What the examiner will ask',
    icon: IconStethoscope,
  },
  {
    path: '/documents',
    title: 'Documents',
    description: 'Upload for analysis',
    icon: IconFileText,
  },
  {
    path: '/current-disabilities',
    title: 'Current Disabilities',
    description: 'Track percentages & requirements',
    icon: IconCertificate,
  },
  {
    path: '/helpful-prompts',
    title: 'Helpful Prompts',
    description: 'Example questions to ask',
    icon: IconSparkles,
  },
  { path: '/faq', title: 'FAQ', description: 'Common questions', icon: IconHelpCircle },
  {
    path: '/resources',
    title: 'Resources',
    description: 'Official VA resources',
    icon: IconLifebuoy,
  },
];

export const accountEntries: readonly NavigationEntry[] = [
  { path: '/profile', title: 'Profile & Settings', icon: IconUserCircle },
  { path: '/privacy', title: 'Privacy Policy', icon: IconShieldCheck },
];

export const isCurrentEntry = (entry: NavigationEntry, location: string) =>
  entry.path === location || (entry.aliases?.includes(location) ?? false);
