import Link from '@mui/material/Link';
import { useResultT } from '../texts';
import { SectionCard } from './SectionCard';

export function SupportResources({ href }: { href: string }) {
  const t = useResultT();
  return (
    <SectionCard title={t.result.supportResources}>
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {t.result.supportLink}
      </Link>
    </SectionCard>
  );
}
