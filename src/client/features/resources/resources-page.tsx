// Badge styles load with the signed-in chunk only when this screen is in it.
import '@mantine/core/styles/Badge.css';
import { Alert, SimpleGrid, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ContentPage } from '../../components/content-page';
import { PhoneLinesCard } from './components/phone-lines-card';
import { ResourceCard } from './components/resource-card';
import { resourcesContent } from './resources-content';

export function ResourcesPage() {
  return (
    <ContentPage title={resourcesContent.title} intro={resourcesContent.intro} size="lg">
      <PhoneLinesCard contact={resourcesContent.contact} />
      {resourcesContent.categories.map((category) => (
        <section key={category.id} aria-labelledby={`resources-${category.id}`}>
          <Title order={2} fz="h3" id={`resources-${category.id}`} mb="md">
            {category.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {category.links.map((link) => (
              <ResourceCard key={link.id} link={link} />
            ))}
          </SimpleGrid>
        </section>
      ))}
      <Alert
        variant="light"
        color="navy"
        icon={<IconInfoCircle aria-hidden />}
        title="About these links"
      >
        {resourcesContent.disclaimer}
      </Alert>
    </ContentPage>
  );
}
