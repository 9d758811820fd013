import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScaleReport } from '../../../../schemas';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/language';
import { useResultT } from '../texts';
import { useResultLanguage } from '../contentLanguage';
import { SectionCard } from './SectionCard';

// Each section's heading is in the page's language; its content is the result's, marked with its language.

export function TextSection({ title, text }: { title: string; text: string }) {
  const lang = useResultLanguage();
  return (
    <SectionCard title={title}>
      <Typography lang={lang}>{text}</Typography>
    </SectionCard>
  );
}

export function ListSection({ title, items }: { title: string; items: string[] | string }) {
  const lang = useResultLanguage();
  return (
    <SectionCard title={title}>
      {typeof items === 'string' ? (
        <Typography lang={lang}>{items}</Typography>
      ) : (
        <ul lang={lang} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {items.map((item, position) => (
            <li key={position}>
              <Typography sx={{ mb: 0.5 }}>{item}</Typography>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function MapSection({ title, entries }: { title: string; entries: Record<string, string | number> }) {
  const language = useLanguage();
  const lang = useResultLanguage();
  return (
    <SectionCard title={title}>
      <dl lang={lang} style={{ margin: 0 }}>
        {Object.entries(entries).map(([label, value]) => {
          // A number sits beside its label; a sentence goes under it on a phone, where beside it squeezed the
          // label into a narrow column of short lines.
          const stacks = typeof value === 'string';
          return (
            <Box
              key={label}
              sx={{
                display: 'flex',
                flexDirection: stacks ? { xs: 'column', sm: 'row' } : 'row',
                justifyContent: 'space-between',
                gap: stacks ? { xs: 0.25, sm: 2 } : 2,
                py: 0.75,
              }}
            >
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, textAlign: stacks ? { xs: 'left', sm: 'right' } : 'right' }}
              >
                {typeof value === 'number' ? formatNumber(value, language) : value}
              </Typography>
            </Box>
          );
        })}
      </dl>
    </SectionCard>
  );
}

export function ScaleSection({ title, report }: { title: string; report: ScaleReport }) {
  const t = useResultT();
  const lang = useResultLanguage();
  return (
    <SectionCard title={title}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t.result.level(report.level)}</Typography>
      <Typography lang={lang} sx={{ mb: 1 }}>
        {report.description}
      </Typography>
      {typeof report.nextSteps === 'string' ? (
        <Typography lang={lang}>{report.nextSteps}</Typography>
      ) : (
        <ul lang={lang} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {report.nextSteps.map((step, position) => (
            <li key={position}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
