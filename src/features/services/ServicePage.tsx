import { appPaths, pathTo } from '../../core/sitePaths';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { langIfOther, useCatalogue, type Catalogue } from '../../catalogue';
import { useServices, type LocalisedService } from '../../catalogue/services';
import { useT } from '../../i18n/language';
import NotFoundPage from '../../components/NotFoundPage';
import { usePageTitle } from '../../components/usePageTitle';
import { StartService } from './StartService';

/** /services/{slug}: what the service is, who it is for, what happens next, related tests, ways to start. */
export default function ServicePage() {
  const t = useT();
  const { slug = '' } = useParams();
  const service = useServices().find((each) => each.routeSlug === slug);
  const catalogue = useCatalogue();
  usePageTitle(service?.title);
  if (!service) return <NotFoundPage />;
  // A service with no translation is shown in English, marked as such.
  const lang = langIfOther(service.lang, catalogue.language);
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Typography variant="overline" color="text.secondary">
        {t.service.overline}
      </Typography>
      <Typography component="h1" variant="h1" lang={lang} sx={{ mb: 2 }}>
        {service.title}
      </Typography>
      <Typography lang={lang} sx={{ fontSize: '1.1rem' }}>
        {service.description}
      </Typography>

      {service.audience && (
        <Section id="who-for" heading={t.service.whoFor}>
          <Typography lang={lang}>{service.audience}</Typography>
        </Section>
      )}

      {service.nextSteps && (
        <Section id="what-next" heading={t.service.whatNext}>
          <Box component="ol" lang={lang} sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {service.nextSteps.map((step) => (
              <li key={step}>
                <Typography>{step}</Typography>
              </li>
            ))}
          </Box>
        </Section>
      )}

      <RelatedTests service={service} catalogue={catalogue} />

      <Section id="start" heading={t.service.start}>
        <StartService service={service} />
      </Section>
    </Box>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 4 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** The related tests the catalogue has (a slug without a fixture yet is left out, never a dead link). */
function RelatedTests({ service, catalogue }: { service: LocalisedService; catalogue: Catalogue }) {
  const t = useT();
  const tests = (service.relatedTests ?? []).flatMap((slug) => catalogue.findTestBySlug(slug) ?? []);
  return (
    <Section id="related-tests" heading={t.service.relatedTests}>
      <Typography sx={{ mb: 1.5 }}>{t.service.relatedTestsIntro}</Typography>
      {tests.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 3, display: 'grid', gap: 1 }}>
          {tests.map((test) => (
            <li key={test.routeSlug} lang={langIfOther(test.lang, catalogue.language)}>
              <Link component={RouterLink} to={pathTo(appPaths.test, test.routeSlug)}>
                {test.informalTitle}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {test.description}
              </Typography>
              {test.testLang !== catalogue.language && (
                <Typography variant="body2" lang={catalogue.language}>
                  {t.test.englishOnly}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to="/categories">
        {t.service.allTests}
      </Link>
    </Section>
  );
}
