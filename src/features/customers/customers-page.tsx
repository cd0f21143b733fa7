import { Container, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { useSearchParams } from 'react-router-dom';
import { ListTabs } from '@/ui/list-tabs';
import { CompanyList } from './components/company-list';
import { IndividualList } from './components/individual-list';

const TABS = ['individual', 'company'] as const;
type Tab = (typeof TABS)[number];

/** spec 3 §2 customer management: individual customers first, company customers second. The tab is in the address, so "back" from a detail returns to it. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'company' ? 'company' : 'individual';
  return (
    <Container size="xl" py="lg">
      <Title order={2} mb="md">
        {t('title')}
      </Title>
      <ListTabs value={tab} tabs={TABS} label={(k) => t(`tabs.${k}`)} onChange={(k) => setParams(k === 'company' ? { tab: k } : {}, { replace: true })} />
      {tab === 'individual' ? <IndividualList /> : <CompanyList />}
    </Container>
  );
}
