import Typography from '@mui/material/Typography';
import { useResultT } from '../texts';
import { useResultLanguage } from '../contentLanguage';
import { CrisisLineButtons } from '../../../components/CrisisLineButtons';
import { SectionCard } from './SectionCard';

/**
 * 'Risk of Harm': the instrument's message and Kenyan crisis lines, each a tap to call. Where the urgency
 * alert above already offers the lines, the section keeps only its message.
 */
export function CrisisHelp({
  message,
  linesShownAbove = false,
}: {
  message: string;
  linesShownAbove?: boolean;
}) {
  const t = useResultT();
  const lang = useResultLanguage();
  return (
    <SectionCard title={t.result.suicideRisk} tone="alert">
      <Typography lang={lang} sx={{ mb: linesShownAbove ? 0 : 2 }}>
        {message}
      </Typography>
      {!linesShownAbove && (
        <>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{t.result.crisisIntro}</Typography>
          <CrisisLineButtons />
        </>
      )}
    </SectionCard>
  );
}
