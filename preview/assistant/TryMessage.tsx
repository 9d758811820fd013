import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { assistantTypos } from '../../server/chat/assistantTypos';
import { HealthBearers } from '../../server/chat/bearers';
import { CrisisDetector } from '../../server/chat/crisis';
import { crisisModelFor, type ExemplarExplanation } from '../../server/chat/crisisExemplars';
import { decideCrisis, type CrisisDecision } from '../../server/chat/crisisPolicy';
import type { Knowledge } from '../../server/chat/knowledge';
import { tokenise } from '../../server/chat/normalise';
import { ReadingSigns } from '../../server/chat/readings';
import { Recommender } from '../../server/chat/recommender';
import { previewCatalogue, previewKiswahili } from './knowledgeData';

const share = (value: number) => value.toFixed(2);

/** Why the exemplar layer scored a message as it did: the pieces that weighed most, the nearest examples. */
function ExemplarWhy({ why }: { why: ExemplarExplanation }) {
  const pieces = (list: ExemplarExplanation['forCrisis']) =>
    list.map((piece) => `${piece.feature} (${share(piece.contribution)})`).join(', ') || 'none';
  const examples = (list: ExemplarExplanation['nearestCrisis']) =>
    list.map((near) => `“${near.text}” (${near.place}, ${share(near.similarity)})`).join(' · ') || 'none';
  return (
    <Box component="ul" sx={{ mt: 0 }} data-testid="try-exemplars-why">
      <li>Pieces for a crisis: {pieces(why.forCrisis)}</li>
      <li>Pieces against: {pieces(why.against)}</li>
      <li>Nearest crisis examples: {examples(why.nearestCrisis)}</li>
      <li>Nearest look-alikes: {examples(why.nearestSafe)}</li>
    </Box>
  );
}

const replyWords: Record<CrisisDecision['reply'], string> = {
  crisis: 'Crisis help first',
  reminder: 'A reminder of crisis help, the therapist first',
  'lines-gently': 'The crisis lines gently, then the ordinary reply',
  none: 'No crisis: the ordinary reply',
};

/** The server's own decision (decideCrisis over crisis-policy.json), in words. */
function describeDecision(decision: CrisisDecision): string {
  const findings = decision.findings
    .map((finding) => `${finding.kind} (${finding.rule}: "${finding.phrase}")`)
    .join('; ');
  const why = decision.signal ? ` (row: ${decision.signal})` : ' (no row holds)';
  return `${replyWords[decision.reply]}${why}${findings ? `: ${findings}` : ''}.`;
}

/**
 * A message typed by the reviewer, read by the assistant's own crisis rules, crisis model and recommender (the
 * server's code, in the browser): the crisis decision as the server makes it (the decision table's row), how
 * the model scored the message and why, and which concepts raise which paths.
 */
export function TryMessage({ knowledge }: { knowledge: Knowledge }) {
  const [text, setText] = useState('');
  const { crisis, model, recommender, readings, bearers } = useMemo(() => {
    // The words read as the server reads them, so the decision below is the server's.
    const typos = assistantTypos(previewCatalogue, knowledge, previewKiswahili);
    return {
      crisis: new CrisisDetector(knowledge.crisis, typos),
      // The committed weights, as the server loads them (trained offline).
      model: crisisModelFor(knowledge),
      recommender: new Recommender(
        previewCatalogue,
        knowledge.concepts,
        typos,
        knowledge.wordForms,
        previewKiswahili,
      ),
      readings: new ReadingSigns(knowledge.readings.bloodPressure, previewCatalogue.tests),
      bearers: new HealthBearers(knowledge.bearers),
    };
  }, [knowledge]);
  const tokens = tokenise(text);
  const whose = bearers.read(tokens);
  const reading = crisis.read(tokens);
  const why = text.trim() === '' ? undefined : model.explain(text);
  const analysis = recommender.analyse([{ tokens, weight: 1 }]);
  const readingSigns = readings.signsIn(tokens);
  const warningSignNamed =
    readingSigns.length > 0 || analysis.firstSegmentConcepts.some((concept) => concept.sign);
  const { high, low, doubt } = knowledge.crisisPolicy.model;
  const decision =
    why &&
    decideCrisis(
      {
        rules: reading.findings,
        model: () => why,
        readWhole: () => model.readsWhole(text),
        kindOf: () => why.kind,
        earlier: [],
        harmMentioned: reading.harmMentioned,
        nearCrisisConcept: analysis.firstSegmentConcepts.some((concept) => concept.crisisLines),
        warningSignNamed,
      },
      knowledge.crisisPolicy,
    );
  return (
    <Box component="section" aria-label="Try a message" sx={{ my: 3 }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        Try a message
      </Typography>
      <TextField
        label="A visitor's message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        multiline
        minRows={2}
      />
      {text.trim() !== '' && (
        <Box sx={{ mt: 1 }} data-testid="try-result">
          {decision && <Typography data-testid="try-decision">{describeDecision(decision)}</Typography>}
          <Typography data-testid="try-rules">
            {reading.findings.length > 0
              ? `Crisis rules: ${reading.findings.map((finding) => `${finding.rule} ("${finding.phrase}")`).join('; ')}.`
              : 'Crisis rules: none matched.'}
          </Typography>
          {why && (
            <>
              <Typography data-testid="try-exemplars">
                {`Crisis model: score ${share(why.score)} (sure at ${share(high)}, suspects at ${share(low)}, doubts a rule under ${share(doubt)}), nearest kind ${why.kind}.`}
              </Typography>
              <ExemplarWhy why={why} />
            </>
          )}
          <Typography>
            Concepts found: {analysis.concepts.map((concept) => concept.id).join(', ') || 'none'}.
          </Typography>
          <Typography data-testid="try-bearers">
            {whose.linked
              ? 'Whose health: an animal, a crop or a thing, spoken of after it is named, and no person (bearers.json): out of scope, unless a warning sign is named.'
              : whose.noPerson
                ? 'Whose health: an animal, a crop or a thing, and no person (bearers.json): out of scope, unless a warning sign is named or the scope model is sure of health.'
                : 'Whose health: a person, or nobody named (bearers.json).'}
          </Typography>
          {readingSigns.length > 0 && (
            <Typography data-testid="try-readings">
              A blood pressure reading raises: {readingSigns.join(', ')} (the doctor first).
            </Typography>
          )}
          <ol>
            {analysis.recommendations.slice(0, 6).map((entry) => (
              <li key={entry.item.path}>
                {entry.item.path} — score {entry.score.toFixed(2)}
                {entry.concepts.length > 0 &&
                  ` (from ${entry.concepts.map((concept) => concept.id).join(', ')})`}
              </li>
            ))}
          </ol>
        </Box>
      )}
    </Box>
  );
}
