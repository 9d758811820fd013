import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { chatInputMaxLength } from '../../../schemas/values';
import { useChatMutation } from '../../api/api';
import { withStore } from '../../lib/StoreProvider';
import { CrisisLineButtons } from '../../components/CrisisLineButtons';
import { usePanelT } from './panelTexts';
import type { PanelTexts } from './panelTexts';
import { settings } from '../../settings';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { ChatBody } from '../../../schemas';
import {
  aboutHealthRequest,
  conversationHistory,
  loadConversation,
  replyToMessage,
  saveConversation,
  type ChatMessage,
} from './conversation';
import { SendIcon } from './icons';
import { useSlowReply } from './slowReply';
import { SuggestionCard } from './SuggestionCard';

// Array.prototype.findLastIndex is too new for some phones still in use.
function lastIndexOf<T>(items: readonly T[], matches: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (matches(items[index]!)) return index;
  return -1;
}

function greeting(t: PanelTexts): ChatMessage[] {
  return [{ isUser: false, text: t.assistant.greeting(settings.providerName), greeting: true }];
}

/** The conversation, kept in sessionStorage; `send` does not check for blank text (the panel does). */
function useConversation() {
  const t = usePanelT();
  const [chat, { isLoading }] = useChatMutation();
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation() ?? greeting(t));

  useEffect(() => saveConversation(messages), [messages]);

  /** Shows the visitor's message, sends the request, and adds the reply (an error message if it fails). */
  const ask = async (shown: ChatMessage, body: ChatBody) => {
    setMessages((current) => [...current, shown]);
    let reply: unknown;
    try {
      reply = await chat(body).unwrap();
    } catch {
      // A failed call is an empty reply (spec, section 8).
      reply = { descriptions: [], routeslugs: [] };
    }
    const message = replyToMessage(reply, t);
    // A tap nobody answered can be tried again: the error offers it once more.
    const retry = shown.aboutHealth && message.unanswered ? { asksAboutHealth: true as const } : {};
    setMessages((current) => [...current, { ...message, ...retry }]);
  };

  const send = (text: string) =>
    ask({ isUser: true, text }, { conversationHistory: conversationHistory(messages), userInput: text });

  /** The tap under a reply that gave no path: its message is about a person's health after all. */
  const sayAboutHealth = (replyIndex: number) => {
    const body = aboutHealthRequest(messages, replyIndex);
    if (body) void ask({ isUser: true, text: t.assistant.aboutHealth, aboutHealth: true }, body);
  };

  return { messages, send, sayAboutHealth, waiting: isLoading };
}

/** The crisis lines under a message that has no answer: failed, or not yet come after `slowReplyMs`. */
function CrisisLinesHelp({ words, testId }: { words: string; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ px: 1 }}>
      <Typography sx={{ mb: 1 }}>{words}</Typography>
      <CrisisLineButtons />
    </Box>
  );
}

function TypingIndicator() {
  const t = usePanelT();
  return (
    <Box
      sx={{
        alignSelf: 'flex-start',
        display: 'flex',
        gap: 0.5,
        px: 2,
        py: 1.5,
        borderRadius: 3,
        bgcolor: 'grey.100',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t.assistant.typing}
      </Box>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          aria-hidden="true"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: 'assistant-typing 1.2s infinite ease-in-out',
            animationDelay: `${dot * 0.2}s`,
            '@keyframes assistant-typing': {
              '0%, 80%, 100%': { opacity: 0.3 },
              '40%': { opacity: 1 },
            },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}

/** Whether a reply is crisis help or an emergency: the panel puts its top in view, not its last card. */
function isAlarming(message: ChatMessage | undefined): boolean {
  return !!message && !message.isUser && (message.crisis === true || message.urgency === 'emergency');
}

/** The colours of a reply by its urgency and crisis fields (never by its words). */
function replyColours(message: ChatMessage) {
  if (isAlarming(message)) return { bgcolor: '#fdecea', border: 2, borderColor: '#c62828' };
  if (message.urgency === 'today') return { bgcolor: '#fff4e5', border: 2, borderColor: '#e65100' };
  return { bgcolor: 'grey.100' };
}

function Message({
  message,
  showSuggestions,
  messageRef,
  onAboutHealth,
}: {
  message: ChatMessage;
  showSuggestions: boolean;
  messageRef?: Ref<HTMLDivElement>;
  /** The tap saying the message this reply answered is about a person's health; none while one is awaited. */
  onAboutHealth?: () => void;
}) {
  const t = usePanelT();
  const suggestions = showSuggestions ? (message.suggestions ?? []) : [];
  const alarming = isAlarming(message);
  const title = alarming
    ? t.assistant.urgentTitle.emergency
    : message.urgency === 'today'
      ? t.assistant.urgentTitle.today
      : undefined;
  return (
    <Box
      ref={messageRef}
      data-urgency={message.isUser ? undefined : (message.urgency ?? 'none')}
      data-crisis={message.crisis ? 'true' : undefined}
      sx={{
        alignSelf: message.isUser ? 'flex-end' : 'flex-start',
        maxWidth: message.isUser ? '85%' : '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        scrollMarginTop: 8,
      }}
    >
      <Typography
        component="div"
        data-testid={message.isUser ? 'user-message' : 'assistant-message'}
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          px: 2,
          py: 1.25,
          borderRadius: 3,
          ...(message.isUser
            ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
            : { ...replyColours(message), color: 'text.primary' }),
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {message.isUser ? t.assistant.fromYou : t.assistant.fromAssistant}{' '}
        </Box>
        {title && (
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 0.5 }}>
            {title}
          </Typography>
        )}
        {message.greeting ? t.assistant.greeting(settings.providerName) : message.text}
      </Typography>
      {alarming && (
        <Box data-testid="assistant-call-now" sx={{ px: 1 }}>
          <CrisisLineButtons kinds={message.crisis ? undefined : ['emergency']} />
        </Box>
      )}
      {message.unanswered && (
        <CrisisLinesHelp words={t.assistant.unansweredHelp} testId="assistant-unanswered-help" />
      )}
      {suggestions.length > 0 && (
        <Box
          component="ul"
          aria-label={t.assistant.suggestions}
          sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {suggestions.map((suggestion) => (
            <SuggestionCard key={suggestion.slug} suggestion={suggestion} />
          ))}
        </Box>
      )}
      {showSuggestions && message.asksAboutHealth && (
        <Box sx={{ px: 1 }}>
          <Button
            variant="outlined"
            onClick={onAboutHealth}
            disabled={!onAboutHealth}
            data-testid="assistant-about-health"
            sx={{ minHeight: 48, textTransform: 'none', textAlign: 'left' }}
          >
            {t.assistant.aboutHealth}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export interface AssistantPanelProps {
  open: boolean;
  /** The id of the frame's title, which names the message log too. */
  titleId: string;
  /** What was typed while the panel opened; the text box takes it with focus. */
  takeTypedAhead?: () => string;
}

/** The conversation inside the frame (AssistantFrame.tsx): the messages, a 3-row text box and a send button. */
const AssistantPanel = withStore(AssistantPanelContent);
export default AssistantPanel;

function AssistantPanelContent({ open, titleId, takeTypedAhead }: AssistantPanelProps) {
  const t = usePanelT();
  const { messages, send, sayAboutHealth, waiting } = useConversation();
  const slowReply = useSlowReply(waiting);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const lastMessageRef = useRef<HTMLDivElement>(null);
  const lastAssistant = lastIndexOf(messages, (message) => !message.isUser);
  const blank = draft.trim() === '';

  // Opening puts focus in the text box, with whatever was typed while the panel opened.
  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    // Keys typed until then were kept in order; from the next frame on they land in the box itself.
    const frame = requestAnimationFrame(() => {
      const typed = takeTypedAhead?.() ?? '';
      if (typed) setDraft((current) => (current + typed).slice(0, chatInputMaxLength));
    });
    return () => cancelAnimationFrame(frame);
  }, [open, takeTypedAhead]);

  const last = messages[messages.length - 1];
  useEffect(() => {
    const list = listRef.current;
    const reply = lastMessageRef.current;
    if (!list) return;
    // Crisis help or an emergency: its first words and the numbers to call, not its last card.
    if (isAlarming(last) && reply && !waiting) {
      list.scrollTop += reply.getBoundingClientRect().top - list.getBoundingClientRect().top - 8;
    } else list.scrollTop = list.scrollHeight;
  }, [messages, last, waiting, slowReply, open]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Only a message with words in it is sent (spec, section 5).
    if (blank || waiting) return;
    setDraft('');
    void send(draft.trim());
  };

  // The tap's button goes once the reply comes: focus stays in the dialog, on the message log where the reply will
  // be (not the text box, whose keyboard would cover the reply on a phone).
  const answerAboutHealth = (replyIndex: number) => {
    sayAboutHealth(replyIndex);
    listRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter sends, Shift+Enter breaks the line; never while an input method is composing a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <Box
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-labelledby={titleId}
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {messages.map((message, index) => (
          <Message
            key={index}
            message={message}
            showSuggestions={index === lastAssistant}
            messageRef={index === messages.length - 1 ? lastMessageRef : undefined}
            onAboutHealth={waiting ? undefined : () => answerAboutHealth(index)}
          />
        ))}
        {waiting && <TypingIndicator />}
        {waiting && slowReply && (
          <CrisisLinesHelp words={t.assistant.slowReplyHelp} testId="assistant-slow-reply-help" />
        )}
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          inputRef={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t.assistant.placeholder}
          multiline
          rows={3}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: chatInputMaxLength, 'aria-label': t.assistant.inputLabel } }}
        />
        <IconButton type="submit" color="primary" aria-label={t.assistant.send} disabled={blank || waiting}>
          <SendIcon />
        </IconButton>
      </Box>
    </>
  );
}
