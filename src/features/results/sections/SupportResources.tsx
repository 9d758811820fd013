import Link from '@mui/material/Link';
import { t } from '../../../messages';
import { SectionCard } from './SectionCard';

export function SupportResources({ href }: { href: string }) {
  return (
    <SectionCard title={t.result.supportResources}>
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {t.result.supportLink}
      </Link>
    </SectionCard>
  );
}
