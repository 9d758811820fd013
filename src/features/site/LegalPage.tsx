import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LegalContext, LegalDocument } from '../../messages/en/legal';
import type { Language } from '../../i18n/language';
import { settings } from '../../settings';
import { crisisLinesIn } from '../../components/crisisLines';
import { usePageTitle } from '../../components/usePageTitle';

/** The provider's details the legal texts name, with the crisis lines in `language`. */
export function legalContextIn(language: Language): LegalContext {
  return {
    provider: settings.providerName,
    website: settings.mainSiteUrl,
    email: settings.contactEmail,
    crisisLines: crisisLinesIn(language),
  };
}

/** The provider's details, the crisis lines in English. */
export const legalContext: LegalContext = legalContextIn('en');

function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A static legal page: title, date, a contents list (headed `contents`) and its sections, all from the message
 * files of the visitor's language.
 */
export function LegalPage({ document: legal, contents }: { document: LegalDocument; contents: string }) {
  usePageTitle(legal.title);
  return (
    <Box component="article" sx={{ maxWidth: 800, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {legal.title}
      </Typography>
      {legal.lastUpdated && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {legal.lastUpdated}
        </Typography>
      )}
      {legal.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <Box
        component="nav"
        aria-labelledby="legal-contents"
        sx={{ my: 4, p: 2, bgcolor: 'primary.light', borderRadius: 2 }}
      >
        <Typography id="legal-contents" component="h2" variant="h3" sx={{ mb: 1 }}>
          {contents}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {legal.sections.map((section) => (
            <li key={section.heading}>
              <Link href={`#${anchorOf(section.heading)}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {legal.sections.map((section) => (
        <Box
          component="section"
          key={section.heading}
          aria-labelledby={anchorOf(section.heading)}
          sx={{ mb: 4 }}
        >
          <Typography id={anchorOf(section.heading)} component="h2" variant="h2" sx={{ mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {section.list && (
            <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
              {section.list.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 1 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
          {section.after?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
