import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { addressParameters } from '../../core/sitePaths';
import { languages, useLanguage, useSwitchLanguage, useT, type Language } from '../../i18n/language';
import { messagesFor } from '../../messages';
import { toast } from '../../components/toasts';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * English / Kiswahili, as a group of two toggle buttons: the chosen one is pressed (aria-pressed), each named
 * in its own language and marked so (`lang`), so a screen reader reads "Kiswahili" as Kiswahili on an English
 * page. The group's label is visible in the folded menu and heard beside the buttons in the bar. The choice
 * is remembered on the device; the new language's texts download before anything changes.
 * The group is a form: pressed before the app has taken the server's page over (or with no JavaScript), a button
 * sends `?lang=…` and the server remembers the choice and sends the page back in that language.
 * It sits in the bar at every width, so a phone reaches it in one tap; there, where the bar is narrow, only the
 * other language's button shows (the chosen one is hidden), and after a switch focus moves to the one shown.
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const labelId = useId();
  const [pending, setPending] = useState<Language | null>(null);
  const { pathname } = useLocation();
  const group = useRef<HTMLDivElement>(null);

  /** Whether the last switch was pressed here: focus then follows to the button that shows. */
  const switchedHere = useRef(false);

  /**
   * On a phone the pressed button is hidden, and the browser drops focus from a hidden element: focus goes to
   * the one that shows, so it is not lost. Once the page shows the new language (the provider renders again
   * after the switch resolves), not before.
   */
  useEffect(() => {
    if (!switchedHere.current) return;
    switchedHere.current = false;
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || group.current?.contains(focused);
    const shown = group.current?.querySelector<HTMLElement>('button[aria-pressed="false"]');
    if (lost && shown && (!(focused instanceof HTMLElement) || focused.offsetParent === null)) shown.focus();
  }, [language]);

  const choose = (event: MouseEvent, next: Language) => {
    event.preventDefault(); // the app switches in place; the form is for the page before the app
    if (next === language) return;
    setPending(next);
    switchedHere.current = true;
    switchLanguage(next).then(
      () => setPending(null),
      () => {
        setPending(null);
        toast(t.errors.chunkHelp);
      },
    );
  };

  return (
    <form method="get" action={pathname}>
      <Box
        ref={group}
        role="group"
        aria-labelledby={labelId}
        aria-busy={pending !== null}
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Typography id={labelId} component="span" variant="body2" sx={visuallyHidden}>
          {t.site.languageSwitch.label}
        </Typography>
        <Box
          sx={{
            display: 'inline-flex',
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {languages.map((option) => {
            const chosen = option === language;
            return (
              <Button
                key={option}
                lang={option}
                aria-pressed={chosen}
                variant={chosen ? 'contained' : 'text'}
                size="small"
                type="submit"
                name={addressParameters.language}
                value={option}
                onClick={(event) => choose(event, option)}
                sx={{
                  borderRadius: 0,
                  px: 1.5,
                  minWidth: 0,
                  minHeight: 40,
                  ...(chosen ? { display: { xs: 'none', md: 'inline-flex' } } : { color: 'primary.dark' }),
                }}
              >
                {/* Each language named in itself: its own catalogue once here, else the English one's word. */}
                {messagesFor(option).site.languageSwitch[option]}
              </Button>
            );
          })}
        </Box>
      </Box>
    </form>
  );
}
