import {
  IconFileAnalytics,
  IconMessages,
  IconShieldLock,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { whoAnswers } from '../../lib/who-answers';

type Feature = { title: string; description: string; icon: Icon };

/** Spec §2's four card titles; the descriptions say what stands behind "AI" and "Expert". */
export const features: readonly Feature[] = [
  {
    title: 'AI-Powered Guidance',
    description: whoAnswers.landing,
    icon: IconSparkles,
  },
  {
    title: 'Document Analysis',
    description:
      'Upload medical and service records to see which parts of your claim they support, and where the evidence is still thin.',
    icon: IconFileAnalytics,
  },
  {
    title: 'Expert Chat',
    description:
      'Work through buddy letters, personal statements, exam preparation and next steps with Wingman. It is a guide, not a human expert; an accredited VSO representative can advise you for free.',
    icon: IconMessages,
  },
  {
    title: 'Secure & Private',
    description:
      'Only you can see your documents. Uploaded files are removed after a limited time, and you can delete anything whenever you choose.',
    icon: IconShieldLock,
  },
];

type Benefit = { title: string; description: string };

export const benefits: readonly Benefit[] = [
  {
    title: 'Medical Evidence Analysis',
    description: 'See how your records line up with the rating criteria for each condition.',
  },
  {
    title: 'Form Guidance',
    description: 'Know which VA forms fit your situation and what each one asks for.',
  },
  {
    title: 'Buddy Letter Templates',
    description:
      'Shape statements from people who saw your symptoms or the events of your service.',
  },
  {
    title: 'Claims Strategy',
    description:
      'Understand service connection, secondary conditions and how the VA combines ratings.',
  },
  {
    title: 'Doctor Consultation Prep',
    description: 'Walk into appointments and C&P exams knowing what to describe and what to ask.',
  },
  {
    title: '24/7 Support',
    description: 'Wingman is there day and night, whenever you have time to work on your claim.',
  },
];

export const heroChecklist: readonly string[] = [
  'Learn what evidence each condition needs',
  'Find the right VA form and deadline',
  'Prepare for your C&P exam with confidence',
];
