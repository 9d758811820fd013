import Link from '@mui/material/Link';
import { useT } from '../../../i18n/language';
import { SectionCard } from './SectionCard';

export function SupportResources({ href }: { href: string }) {
  const t = useT();
  return (
    <SectionCard title={t.result.supportResources}>
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {t.result.supportLink}
      </Link>
    </SectionCard>
  );
}
