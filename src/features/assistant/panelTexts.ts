import { lazyTexts } from '../../i18n/lazyTexts';
import { assistantPanelMessages, type AssistantPanelMessages } from '../../messages/en/assistantPanel';
import type { Messages } from '../../messages';

/** The app's texts with the assistant panel's (messages/en/assistantPanel.ts), which download with the panel. */
export type PanelTexts = Messages & AssistantPanelMessages;

const texts = lazyTexts<AssistantPanelMessages>('assistant-texts', assistantPanelMessages, {
  sw: () => import('../../messages/sw/assistantPanel').then((module) => module.assistantPanelMessages),
});

/** The assistant panel's texts in the visitor's language (`const t = usePanelT()`). */
export const usePanelT = texts.useTexts;
