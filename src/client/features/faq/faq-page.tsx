// Accordion and Badge styles load with the signed-in chunk only when this screen is in it.
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import { ContentPage } from '../../components/content-page';
import { FaqCategory } from './components/faq-category';
import { StillHaveQuestions } from './components/still-have-questions';
import { faqContent } from './faq-content';

export function FaqPage() {
  return (
    <ContentPage title={faqContent.title} intro={faqContent.intro} size="md">
      {faqContent.categories.map((category) => (
        <FaqCategory key={category.id} category={category} />
      ))}
      <StillHaveQuestions />
    </ContentPage>
  );
}
