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
import { BearersSection } from './assistant/BearersSection';
import { SignPhrasesSection } from './assistant/SignPhrasesSection';
import { ReadingsSection } from './assistant/ReadingsSection';
import { TryMessage } from './assistant/TryMessage';
import { warningSigns } from './warningSigns';
import { ColumnHeads } from './ColumnHeads';

/**
 * /preview/assistant: the assistant's knowledge as reviewers check it (fixtures/assistant, docs/assistant.md):
 * the crisis decision table, which phrases raise a crisis, the model's word classes, example crises and
 * look-alikes and cross-validated figures, which concepts point where, and the Kiswahili names the catalogue gives each
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
            <TableRow key={`class-${name}`} data-testid={`class-${name}`}>
              <TableCell>{`{${name}}`}</TableCell>
              <TableCell>
                {crisis.classNotes[name] ? `${crisis.classNotes[name]}: ` : ''}
                {entries.join(' · ')}
              </TableCell>
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

const replyWords: Record<Knowledge['crisisPolicy']['rows'][number]['reply'], string> = {
  crisis: 'crisis help first',
  reminder: 'a reminder, the therapist first',
  'lines-gently': 'the crisis lines gently',
  none: 'nothing',
};

/** The decision table (crisis-policy.json), as the server reads it: top to bottom, the first row that holds. */
function PolicySection({ policy }: { policy: Knowledge['crisisPolicy'] }) {
  return (
    <Box component="section" aria-label="Crisis decision table" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        How a crisis is decided
      </Typography>
      <Typography sx={{ mb: 1 }}>{policy.about}</Typography>
      <Typography sx={{ mb: 1 }}>
        The model is sure at a score of {policy.model.high} or more, suspects a crisis at {policy.model.low}{' '}
        or more, and doubts a crisis rule under {policy.model.doubt} (a message it reads whole).
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="self-harm-means">
        A sign the catalogue marks as how self-harm shows never counts as a warning sign named here:{' '}
        {[...warningSigns.values()]
          .filter((sign) => sign.selfHarmMeans)
          .map((sign) => sign.id)
          .join(', ') || 'none'}
        .
      </Typography>
      <Table size="small" aria-label="Crisis decision table">
        <ColumnHeads names={['Signal', 'Warning sign named', 'Reply', 'Why']} />
        <TableBody>
          {policy.rows.map((row, index) => (
            <TableRow key={index} data-testid={`policy-row-${index}`}>
              <TableCell>{row.signal}</TableCell>
              <TableCell>{row.warningSign}</TableCell>
              <TableCell>{replyWords[row.reply]}</TableCell>
              <TableCell>{row.why}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4}>Otherwise: nothing (the help strip still shows the lines).</TableCell>
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

function ExemplarsSection({
  exemplars,
  everyday,
  model,
}: {
  exemplars: Knowledge['crisisExemplars'];
  everyday: Knowledge['crisisEveryday'];
  model: Knowledge['crisisModel'];
}) {
  const { settings } = exemplars;
  const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
  return (
    <Box component="section" aria-label="Crisis model" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        The crisis model: example crises and look-alikes it learns from
      </Typography>
      <Typography sx={{ mb: 1 }}>{exemplars.about}</Typography>
      <Typography sx={{ mb: 1 }}>
        Pieces: character n-grams of {settings.charGrams.min} to {settings.charGrams.max} letters, words and
        pairs of words (weight {settings.wordWeight}), word classes and pairs of them (weight{' '}
        {settings.classWeight}). Training, offline (scripts/train-crisis-model.ts): {settings.epochs} passes,
        L2 {settings.l2}, a crisis example counts {settings.crisisWeight}, an everyday look-alike of
        crisis-everyday.json ({Object.values(everyday.groups).flat().length} phrases in{' '}
        {Object.keys(everyday.groups).length} topics) {everyday.weight}. A message longer than{' '}
        {settings.window} words is also read in windows of {settings.window} words.
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="model-trained-on">
        Weights: {model.features.length} pieces from {model.trainedOn.examples} examples (training data
        SHA-256 {model.trainedOn.sha256.slice(0, 12)}…). Cross-validated over {model.crossValidated.folds}{' '}
        folds:{' '}
        {model.crossValidated.rows
          .map(
            (row) =>
              `score ≥ ${row.score}: ${percent(row.crises)} of crises, ${percent(row.lookalikes)} of look-alikes`,
          )
          .join('; ')}
        .
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
  const selfHarm = sign?.selfHarmMeans ? '; how self-harm shows, explains no crisis words' : '';
  const denied = concept.notAfter ? `; not after: ${concept.notAfter.join(', ')}` : '';
  return sign ? (
    <Chip
      size="small"
      color="warning"
      label={`${concept.sign}: ${sign.urgency}, doctor first${selfHarm}${denied}`}
    />
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
          <PolicySection policy={knowledgeData.knowledge.crisisPolicy} />
          <CrisisSection crisis={knowledgeData.knowledge.crisis} />
          <ExemplarsSection
            exemplars={knowledgeData.knowledge.crisisExemplars}
            everyday={knowledgeData.knowledge.crisisEveryday}
            model={knowledgeData.knowledge.crisisModel}
          />
          <Typography component="h2" variant="h2" sx={{ mt: 3 }}>
            Concepts: which words point where
          </Typography>
          {knowledgeData.areas.map((area) => (
            <ConceptSection key={area.file} area={area} />
          ))}
          <SignPhrasesSection signPhrases={knowledgeData.knowledge.signPhrases} />
          <ReadingsSection readings={knowledgeData.knowledge.readings} />
          <BearersSection bearers={knowledgeData.knowledge.bearers} />
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
