import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { assistantTypos } from '../../server/chat/assistantTypos';
import { CrisisDetector } from '../../server/chat/crisis';
import {
  decideCrisis,
  gentleNetFires,
  type CrisisDecision,
  type CrisisLayer,
} from '../../server/chat/crisisDecision';
import { crisisExemplarsFor, type ExemplarExplanation } from '../../server/chat/crisisExemplars';
import { CrisisRecall } from '../../server/chat/crisisRecall';
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

const layerNames: Record<CrisisLayer, string> = {
  rules: 'the crisis rules',
  recall: 'the recall layer',
  exemplars: 'the exemplar layer',
  agreement: 'the recall and exemplar layers agreeing, each short of its threshold',
};

/** The server's own decision (decideCrisis), in words. */
function describeDecision(
  decision: CrisisDecision,
  harmMentioned: boolean,
  suspected: boolean,
  nearCrisis: boolean,
): string {
  if (decision.layer) {
    const findings = decision.findings
      .map((finding) => `${finding.kind} (rule ${finding.rule}: "${finding.phrase}")`)
      .join('; ');
    return `Crisis help first: ${findings}, raised by ${layerNames[decision.layer]}.`;
  }
  if (decision.stoodDown) {
    return `No crisis reply: ${layerNames[decision.stoodDown]} stood down for a warning sign; the sign's reply, with the crisis lines gently.`;
  }
  if (harmMentioned) return 'No crisis, but words of death or harm add the crisis lines gently.';
  if (suspected)
    return 'No crisis, but the recall or exemplar layer finds it suspicious: the crisis lines gently.';
  if (nearCrisis)
    return 'No crisis, but a concern close to suicide (crisisLines) adds the crisis lines gently.';
  return 'No crisis: no layer raises one.';
}

/**
 * A message typed by the reviewer, read by the assistant's own crisis rules, recall and exemplar layers and
 * recommender (the server's code, in the browser): the crisis decision as the server makes it, how each layer
 * scored the message and why, and which concepts raise which paths.
 */
export function TryMessage({ knowledge }: { knowledge: Knowledge }) {
  const [text, setText] = useState('');
  const { crisis, recall, exemplars, recommender, readings } = useMemo(() => {
    // The words read as the server reads them, so the decision below is the server's.
    const typos = assistantTypos(previewCatalogue, knowledge, previewKiswahili);
    return {
      crisis: new CrisisDetector(knowledge.crisis, typos),
      recall: new CrisisRecall(knowledge.crisisRecall, knowledge.crisis),
      // Trained here as at server start (the same file gives the same weights).
      exemplars: crisisExemplarsFor(knowledge),
      recommender: new Recommender(previewCatalogue, knowledge.concepts, typos, previewKiswahili),
      readings: new ReadingSigns(knowledge.readings.bloodPressure, previewCatalogue.tests),
    };
  }, [knowledge]);
  const tokens = tokenise(text);
  const reading = crisis.read(tokens);
  const recalled = recall.read(tokens);
  const why = text.trim() === '' ? undefined : exemplars.explain(text);
  const analysis = recommender.analyse([{ tokens, weight: 1 }]);
  const readingSigns = readings.signsIn(tokens);
  const warningSignNamed =
    readingSigns.length > 0 || analysis.firstSegmentConcepts.some((concept) => concept.sign);
  const agreement = knowledge.crisisExemplars.settings.agreement;
  const decision =
    why &&
    decideCrisis(
      { rules: reading.findings, recall: recalled, exemplars: () => why, warningSignNamed },
      agreement,
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
          {decision && (
            <Typography data-testid="try-decision">
              {describeDecision(
                decision,
                reading.harmMentioned,
                gentleNetFires(decision, recalled, agreement),
                analysis.firstSegmentConcepts.some((concept) => concept.crisisLines),
              )}
            </Typography>
          )}
          <Typography data-testid="try-recall">
            {recalled.best
              ? `Recall layer: ${recalled.fires ? 'fires' : 'quiet'}, score ${recalled.best.score} of ${knowledge.crisisRecall.threshold} around "${recalled.best.word}" (${recalled.best.classes.map((entry) => `${entry.name} ${entry.weight}: ${entry.words.join(', ')}`).join('; ')}).`
              : 'Recall layer: no core word.'}
          </Typography>
          {why && (
            <>
              <Typography data-testid="try-exemplars">
                {`Exemplar layer: ${why.fires ? `fires (${why.kind})` : 'quiet'}, score ${share(why.score)} of ${share(why.threshold)}.`}
              </Typography>
              <ExemplarWhy why={why} />
            </>
          )}
          <Typography>
            Concepts found: {analysis.concepts.map((concept) => concept.id).join(', ') || 'none'}.
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
