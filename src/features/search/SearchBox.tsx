import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Language } from '../../../schemas';
import { addressParameters, appPaths } from '../../core/sitePaths';
import { langIfOther, useSiteCatalogues } from '../../catalogue';
import { SearchIcon } from '../../components/icons';
import { useLanguage, useT } from '../../i18n/language';
import { loadSearcher } from './loadSearcher';
import type { Searcher } from './searchEngine';
import { minSearchLength, routeOf, type SearchableItem } from './searchableItem';
import { visuallyHidden } from '../../components/visuallyHidden';

interface SearchBoxProps {
  /**
   * Told the results (and the query they are for) whenever they change: from the change handler, in the
   * same render as the box, and once the search index has loaded. The page reacts to them.
   */
  onResultsChange?: (results: SearchableItem[], query: string) => void;
}

/**
 * Searches categories, tests and services together. Results are a list of links: the arrow keys move
 * from the box into the list and through it (one result in the tab order at a time), Enter opens the
 * focused one, Escape returns to the box. A status region announces the count or the no-match text.
 */
export function SearchBox({ onResultsChange }: SearchBoxProps) {
  const t = useT();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  // The search in the language it was loaded for: on a switch of language the box searches again in the new one.
  const [loaded, setLoaded] = useState<{ language: Language; search: Searcher } | null>(null);
  const searcher = loaded?.language === language ? loaded.search : null;
  const [results, setResults] = useState<SearchableItem[]>([]);
  const [activeIndex, setActiveIndex] = useState(0);
  // The text as of the last change, for the index that finishes loading after it.
  const latestQuery = useRef('');
  const inputRef = useRef<HTMLInputElement>(null);
  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const ids = useId();
  const catalogues = useSiteCatalogues();
  // The language of the latest render, for a searcher that finishes loading after a switch.
  const current = useRef(language);
  useEffect(() => {
    current.current = language;
  }, [language]);
  const { search: addressQuery } = useLocation();

  // Set in the same event as the text (and the page's own state with them), so every change is one render.
  const showResults = (found: SearchableItem[], text: string) => {
    setResults(found);
    onResultsChange?.(found, text);
  };

  const ensureSearcher = () => {
    if (searcher) return;
    const wanted = language;
    loadSearcher(catalogues, wanted).then(
      (search) => {
        if (current.current !== wanted) return; // switched while it loaded: the new language's search follows
        setLoaded({ language: wanted, search });
        showResults(search(latestQuery.current), latestQuery.current);
      },
      () => undefined, // offline: the next keystroke tries again
    );
  };
  // Load the index as soon as the box appears, so the first three letters find something at once, and again
  // in the new language when the visitor switches (the results then show in it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(ensureSearcher, [language]);

  // Results always follow the box's text, so every change searches (spec section 4); the searcher finds
  // nothing under the minimum length.
  const handleChange = (text: string) => {
    latestQuery.current = text;
    setQuery(text);
    setActiveIndex(0);
    if (searcher) showResults(searcher(text), text);
    else ensureSearcher();
  };
  // Words typed into the server's page before the app took it over stay, and are searched; so are words
  // sent from it before then (the form goes to /search?q=…, which the server sends unrendered: the app renders
  // and searches it once its scripts have run; with no JavaScript at all the visitor reads the site's notice).
  useEffect(() => {
    const typed =
      inputRef.current?.value || new URLSearchParams(addressQuery).get(addressParameters.searchWords) || '';
    if (typed !== '') handleChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the app takes the box over
  }, []);

  // The search icon (and Enter in the box) searches the current text: already done on change, so
  // submitting only keeps the page from reloading.
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    ensureSearcher();
  };

  const focusResult = (index: number) => {
    setActiveIndex(index);
    linkRefs.current[index]?.focus();
  };

  const handleInputKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      focusResult(0);
    }
  };

  const handleListKeyDown = (event: KeyboardEvent) => {
    const last = results.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusResult(Math.min(activeIndex + 1, last)),
      ArrowUp: () => (activeIndex === 0 ? inputRef.current?.focus() : focusResult(activeIndex - 1)),
      Home: () => focusResult(0),
      End: () => focusResult(last),
      Escape: () => inputRef.current?.focus(),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const listId = `${ids}-results`;
  const hintId = `${ids}-hint`;
  const isSearching = query.trim().length >= minSearchLength;
  const noMatches = isSearching && searcher !== null && results.length === 0;

  return (
    <Box sx={{ textAlign: 'left' }}>
      <Box
        component="form"
        role="search"
        action={appPaths.search}
        method="get"
        onSubmit={handleSubmit}
        noValidate
      >
        <TextField
          fullWidth
          type="search"
          label={t.search.label}
          placeholder={t.search.placeholder}
          name={addressParameters.searchWords}
          value={query}
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleInputKeyDown}
          inputRef={inputRef}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              'aria-describedby': hintId,
              'aria-controls': results.length > 0 ? listId : undefined,
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" aria-label={t.search.submit}>
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t.search.hint}
        </Typography>
      </Box>

      <Box role="status" sx={{ mt: 2 }}>
        {noMatches && <Typography>{t.search.noMatches(query.trim())}</Typography>}
        {results.length > 0 && <Box sx={visuallyHidden}>{t.search.resultCount(results.length)}</Box>}
      </Box>

      {results.length > 0 && (
        <Box
          component="ul"
          id={listId}
          aria-label={t.search.resultsLabel}
          onKeyDown={handleListKeyDown}
          // minmax(0, 1fr): a long one-line description is cut with an ellipsis instead of widening the page.
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 1.5,
          }}
        >
          {results.map((item, index) => (
            <ResultItem
              key={item.id}
              item={item}
              lang={langIfOther(item.lang ?? 'en', language)}
              tabIndex={index === activeIndex ? 0 : -1}
              onFocus={() => setActiveIndex(index)}
              linkRef={(element) => {
                linkRefs.current[index] = element;
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface ResultItemProps {
  item: SearchableItem;
  /** The language of the item's title and description, when it is not the page's. */
  lang: Language | undefined;
  tabIndex: number;
  onFocus: () => void;
  linkRef: (element: HTMLAnchorElement | null) => void;
}

/** One result: its type, its title as the link, one line of description. The whole card is clickable. */
function ResultItem({ item, lang, tabIndex, onFocus, linkRef }: ResultItemProps) {
  const t = useT();
  const id = useId();
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        px: 2,
        py: 1.5,
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Typography id={`${id}-type`} variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {t.search.types[item.type]}
      </Typography>
      <Link
        component={RouterLink}
        to={routeOf(item)}
        ref={linkRef}
        tabIndex={tabIndex}
        onFocus={onFocus}
        aria-describedby={`${id}-type ${id}-description`}
        lang={lang}
        underline="hover"
        sx={{
          display: 'block',
          fontWeight: 600,
          fontSize: '1.05rem',
          '&:focus-visible': { outline: 'none' },
          // Stretch the link over the card, so a tap anywhere on it opens the result.
          '&::after': { content: '""', position: 'absolute', inset: 0 },
        }}
      >
        {item.title}
      </Link>
      <Typography id={`${id}-description`} color="text.secondary" lang={lang} noWrap>
        {item.description}
      </Typography>
    </Box>
  );
}
