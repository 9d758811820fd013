import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { languageKindSchema, type AssistantConcept } from '../schemas';
import type { Knowledge } from '../server/chat/knowledge';
import { classesIn, conceptsByPath, targetRows } from './assistant/describeKnowledge';
import {
  knowledgeData,
  previewCatalogue,
  previewKiswahili,
  type ConceptArea,
} from './assistant/knowledgeData';
import { ReadingsSection } from './assistant/ReadingsSection';
import { TryMessage } from './assistant/TryMessage';
import { warningSigns } from './warningSigns';
import { ColumnHeads } from './ColumnHeads';

/**
 * /preview/assistant: the assistant's knowledge as reviewers check it (fixtures/assistant, docs/assistant.md):
 * which phrases raise a crisis, the recall layer's word classes, the exemplar layer's example crises and
 * look-alikes, which concepts point where, and the Kiswahili names the catalogue gives each
 * path, with a box to try a message against the real rules.
 */

const known = new Set([
  ...previewCatalogue.tests.map((test) => `/tests/${test.card.routeSlug}`),
  ...previewCatalogue.services.map((service) => `/services/${service.routeSlug}`),
]);

function Phrases({ en, sw }: { en: readonly string[]; sw: readonly string[] }) {
  return (
    <details>
      <summary>
        {en.length} English, {sw.length} Kiswahili and Sheng
      </summary>
      <Typography variant="body2">
        <strong>en:</strong> {en.join(' · ') || '—'}
      </Typography>
      <Typography variant="body2">
        <strong>sw:</strong> {sw.join(' · ') || '—'}
      </Typography>
    </details>
  );
}

function CrisisSection({ crisis }: { crisis: Knowledge['crisis'] }) {
  return (
    <Box component="section" aria-label="Crisis rules" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Phrases that raise a crisis
      </Typography>
      <Typography sx={{ mb: 1 }}>{crisis.about}</Typography>
      <Table size="small" aria-label="Crisis rules">
        <ColumnHeads
          names={['Rule', 'Kind', 'Catches', 'Phrases', 'Word classes used', 'Not near / needs']}
        />
        <TableBody>
          {crisis.rules.map((rule) => (
            <TableRow key={rule.id} data-testid={`crisis-rule-${rule.id}`}>
              <TableCell>{rule.id}</TableCell>
              <TableCell>{rule.kind}</TableCell>
              <TableCell>
                {rule.about}
                {rule.sign && (
                  <Typography variant="body2">
                    Says the action of the sign {rule.sign} (
                    {warningSigns.get(rule.sign)?.urgency ?? 'not in the catalogue'}
                    ): {warningSigns.get(rule.sign)?.action}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Phrases en={rule.en} sw={rule.sw} />
              </TableCell>
              <TableCell>{classesIn([...rule.en, ...rule.sw]).join(', ') || '—'}</TableCell>
              <TableCell>
                {rule.unless && `not near: ${rule.unless.join(', ')}`}
                {rule.needs && ` needs: ${rule.needs.join(', ')}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 1 }}>
        Word classes, contexts, figures of speech and negations
      </Typography>
      <Table size="small" aria-label="Word classes and contexts">
        <TableBody>
          {Object.entries(crisis.classes).map(([name, entries]) => (
            <TableRow key={`class-${name}`}>
              <TableCell>{`{${name}}`}</TableCell>
              <TableCell>{entries.join(' · ')}</TableCell>
            </TableRow>
          ))}
          {Object.entries(crisis.contexts).map(([name, entries]) => (
            <TableRow key={`context-${name}`}>
              <TableCell>context {name}</TableCell>
              <TableCell>{entries.join(' · ')}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>figures of speech (never a crisis)</TableCell>
            <TableCell>{crisis.figures.join(' · ')}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>negations</TableCell>
            <TableCell>
              {crisis.negation.words.join(' · ')} (words allowed between: {crisis.negation.fillers.join(' ')})
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>words of death or harm (crisis lines, gently)</TableCell>
            <TableCell>{crisis.harmWords.join(' · ')}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function RecallSection({ recall }: { recall: Knowledge['crisisRecall'] }) {
  return (
    <Box component="section" aria-label="Crisis recall layer" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        The recall layer: words that together raise a crisis
      </Typography>
      <Typography sx={{ mb: 1 }}>{recall.about}</Typography>
      <Typography sx={{ mb: 1 }}>
        Window: {recall.window} words either side of a core word. Threshold: {recall.threshold}. A negation
        cancels a core word up to {recall.negationReach} words after it.
      </Typography>
      <Table size="small" aria-label="Recall word classes">
        <ColumnHeads names={['Class', 'Weight', 'Core (kind)', 'What it stands for', 'Words']} />
        <TableBody>
          {Object.entries(recall.classes).map(([name, entry]) => (
            <TableRow key={name} data-testid={`recall-class-${name}`}>
              <TableCell>{name}</TableCell>
              <TableCell>{entry.weight}</TableCell>
              <TableCell>{entry.core ?? '—'}</TableCell>
              <TableCell>{entry.about}</TableCell>
              <TableCell>{entry.words.join(' · ')}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>negations</TableCell>
            <TableCell colSpan={4}>{recall.negation.join(' · ')}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>figures of speech</TableCell>
            <TableCell colSpan={4}>{recall.figures.join(' · ')} (and the rules' plain figures)</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>examples</TableCell>
            <TableCell colSpan={4}>
              fires: {recall.examples.fires.join(' · ')}; quiet: {recall.examples.quiet.join(' · ')}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function ExemplarGroupRow({
  side,
  name,
  group,
}: {
  side: 'crisis' | 'look-alike';
  name: string;
  group: Knowledge['crisisExemplars']['lookalikes'][string];
}) {
  const total = languageKindSchema.options.reduce((sum, language) => sum + group[language].length, 0);
  return (
    <TableRow data-testid={`exemplar-group-${name}`}>
      <TableCell>{name}</TableCell>
      <TableCell>{side}</TableCell>
      <TableCell>{group.about}</TableCell>
      <TableCell>
        <details>
          <summary>
            {total}:{' '}
            {languageKindSchema.options.map((language) => `${group[language].length} ${language}`).join(', ')}
          </summary>
          {languageKindSchema.options.map((language) => (
            <Typography key={language} variant="body2">
              <strong>{language}:</strong> {group[language].join(' · ') || '—'}
            </Typography>
          ))}
        </details>
      </TableCell>
    </TableRow>
  );
}

function ExemplarsSection({ exemplars }: { exemplars: Knowledge['crisisExemplars'] }) {
  const { settings } = exemplars;
  return (
    <Box component="section" aria-label="Crisis exemplar layer" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        The exemplar layer: example crises and look-alikes it learns from
      </Typography>
      <Typography sx={{ mb: 1 }}>{exemplars.about}</Typography>
      <Typography sx={{ mb: 1 }}>
        Pieces: character n-grams of {settings.charGrams.min} to {settings.charGrams.max} letters, words and
        pairs of words (weight {settings.wordWeight}), word classes and pairs of them (weight{' '}
        {settings.classWeight}). Training: {settings.epochs} passes, L2 {settings.l2}, a crisis example counts{' '}
        {settings.crisisWeight}, a phrase of the concepts or small talk {settings.knowledgeWeight}. A message
        is a crisis at a score of {settings.threshold} or more; one longer than {settings.window} words is
        also read in windows of {settings.window} words. Short of both thresholds, a score of{' '}
        {settings.agreement.threshold} or more here together with {settings.agreement.recallScore} or more
        from the recall layer is a crisis too (the two layers agree).
      </Typography>
      <Table size="small" aria-label="Exemplar groups">
        <ColumnHeads names={['Group', 'Side', 'What it holds', 'Examples by language']} />
        <TableBody>
          {Object.entries(exemplars.crisis).map(([name, group]) => (
            <ExemplarGroupRow key={`crisis-${name}`} side="crisis" name={name} group={group} />
          ))}
          {Object.entries(exemplars.lookalikes).map(([name, group]) => (
            <ExemplarGroupRow key={`lookalike-${name}`} side="look-alike" name={name} group={group} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function SignCell({ concept }: { concept: AssistantConcept }) {
  if (!concept.sign) return null;
  const sign = warningSigns.get(concept.sign);
  return sign ? (
    <Chip size="small" color="warning" label={`${concept.sign}: ${sign.urgency}, doctor first`} />
  ) : (
    <Chip size="small" color="error" label={`${concept.sign}: not in the warning-sign catalogue`} />
  );
}

function ConceptSection({ area }: { area: ConceptArea }) {
  return (
    <Box component="section" aria-label={area.area} sx={{ my: 3 }}>
      <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
        {area.area} <Typography component="span">({area.file})</Typography>
      </Typography>
      <Table size="small" aria-label={`Concepts: ${area.area}`}>
        <ColumnHeads names={['Concept', 'Points to (weight)', 'Warning sign', 'Phrases']} />
        <TableBody>
          {area.concepts.map((concept) => (
            <TableRow key={concept.id} data-testid={`concept-${concept.id}`}>
              <TableCell>
                <strong>{concept.id}</strong>
                <br />“{concept.label.en}” / “{concept.label.sw}”
                {concept.fallback && <Chip size="small" label="fallback" sx={{ ml: 1 }} />}
                {concept.context && <Chip size="small" label="context only" sx={{ ml: 1 }} />}
                {concept.crisisLines && (
                  <Chip size="small" color="error" label="crisis lines gently" sx={{ ml: 1 }} />
                )}
                {concept.note && <Typography variant="body2">{concept.note}</Typography>}
              </TableCell>
              <TableCell>
                {targetRows(concept, known).map((row) => (
                  <div key={row.path}>
                    {row.path} ({row.weight}){!row.inCatalogue && ' — not in the catalogue, never shown'}
                  </div>
                ))}
              </TableCell>
              <TableCell>
                <SignCell concept={concept} />
              </TableCell>
              <TableCell>
                <Phrases en={concept.en} sw={concept.sw} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function PathsSection({ knowledge }: { knowledge: Knowledge }) {
  const byPath = conceptsByPath(knowledge.concepts);
  const paths = [...new Set([...known, ...byPath.keys()])].sort();
  return (
    <Box component="section" aria-label="Paths" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Each test and service: its Kiswahili name (from the catalogue) and the concepts that point to it
      </Typography>
      <Table size="small" aria-label="Paths">
        <ColumnHeads names={['Path', 'Kiswahili name and description', 'Concepts pointing here']} />
        <TableBody>
          {paths.map((path) => {
            const name = previewKiswahili.get(path);
            return (
              <TableRow key={path}>
                <TableCell>
                  {path}
                  {!known.has(path) && <Chip size="small" label="not in the catalogue" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>
                  {name ? `${name.name}: ${name.about}` : <Chip size="small" color="error" label="no name" />}
                  {name?.inEnglish && (
                    <Chip size="small" label="English only (validated instrument)" sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>{(byPath.get(path) ?? []).join(', ') || '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function AssistantView() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        The assistant’s knowledge
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Everything the embedded assistant knows, from fixtures/assistant: how to add a phrase or a concept is
        in docs/assistant.md.{' '}
        <Link component={RouterLink} to="/preview">
          Back to the tests
        </Link>
      </Typography>
      {knowledgeData.ok ? (
        <>
          <TryMessage knowledge={knowledgeData.knowledge} />
          <CrisisSection crisis={knowledgeData.knowledge.crisis} />
          <RecallSection recall={knowledgeData.knowledge.crisisRecall} />
          <ExemplarsSection exemplars={knowledgeData.knowledge.crisisExemplars} />
          <Typography component="h2" variant="h2" sx={{ mt: 3 }}>
            Concepts: which words point where
          </Typography>
          {knowledgeData.areas.map((area) => (
            <ConceptSection key={area.file} area={area} />
          ))}
          <ReadingsSection readings={knowledgeData.knowledge.readings} />
          <PathsSection knowledge={knowledgeData.knowledge} />
        </>
      ) : (
        <Box role="alert">
          <Typography>The assistant’s files do not validate, so the server would not start:</Typography>
          <ul>
            {knowledgeData.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Box>
      )}
    </Box>
  );
}
