import Typography from '@mui/material/Typography';
import type { ScaleReport } from '../../../../schemas';
import { t } from '../../../messages';
import { SectionCard } from './SectionCard';

export function TextSection({ title, text }: { title: string; text: string }) {
  return (
    <SectionCard title={title}>
      <Typography>{text}</Typography>
    </SectionCard>
  );
}

export function ListSection({ title, items }: { title: string; items: string[] | string }) {
  return (
    <SectionCard title={title}>
      {typeof items === 'string' ? (
        <Typography>{items}</Typography>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
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
  return (
    <SectionCard title={title}>
      <dl style={{ margin: 0 }}>
        {Object.entries(entries).map(([label, value]) => (
          <div
            key={label}
            style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', padding: '0.35rem 0' }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

export function ScaleSection({ title, report }: { title: string; report: ScaleReport }) {
  return (
    <SectionCard title={title}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t.result.level(report.level)}</Typography>
      <Typography sx={{ mb: 1 }}>{report.description}</Typography>
      {typeof report.nextSteps === 'string' ? (
        <Typography>{report.nextSteps}</Typography>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
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
