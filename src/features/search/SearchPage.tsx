import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/language';
import { openAssistant } from '../../lib/assistantEvents';
import { searchTargetId } from '../../components/navScroll';
import { usePageTitle } from '../../components/usePageTitle';
import { SearchBox } from './SearchBox';

/**
 * /search: the heading, the search box and its results. While nothing is found the intro and a way to
 * the assistant show; once there are results they give way to them (spec "Search page").
 */
export default function SearchPage() {
  const t = useT();
  const [hasResults, setHasResults] = useState(false);
  useLanguage(); // its texts follow the visitor's language
  usePageTitle(t.search.title);
  return (
    // The nav bar's Search link scrolls to this section (spec: 200 ms, nav height plus 10 px).
    <Box id={searchTargetId} sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {t.search.heading}
      </Typography>
      {!hasResults && <Typography sx={{ mb: 3 }}>{t.search.intro}</Typography>}
      <Box sx={{ mt: hasResults ? 3 : 0 }}>
        <SearchBox onResultsChange={(results) => setHasResults(results.length > 0)} />
      </Box>
      {!hasResults && (
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Divider sx={{ mb: 3 }}>{t.search.or}</Divider>
          <Button variant="outlined" size="large" onClick={openAssistant} aria-describedby="assistant-hint">
            {t.search.assistant}
          </Button>
          <Typography id="assistant-hint" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t.search.assistantHint}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
