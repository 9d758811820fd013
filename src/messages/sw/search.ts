/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { searchMessages as English } from '../en/search';
import { plural } from './format';

/** Kiswahili texts of the search page and the search box. */
export const searchMessages = {
  search: {
    title: 'Tafuta',
    heading: 'Gundua mambo mapya kwa ajili ya afya bora',
    intro:
      'Tafuta vipimo vya uchunguzi, magonjwa, mipango ya ustawi na huduma za afya zinazokufaa wewe binafsi.',
    label: 'Tafuta vipimo, makundi na huduma',
    placeholder: 'Kwa mfano: msongo wa mawazo, presha, sukari',
    submit: 'Tafuta',
    hint: 'Andika angalau herufi 3. Tumia vitufe vya mishale kupitia matokeo.',
    resultsLabel: 'Matokeo ya utafutaji',
    /** tokeo (ji-/ma- class): "Tokeo 1 limepatikana." / "Matokeo 3 yamepatikana." */
    resultCount: (count: number) =>
      plural(count, {
        one: (n) => `Tokeo ${n} limepatikana.`,
        other: (n) => `Matokeo ${n} yamepatikana.`,
      }),
    noMatches: (query: string) =>
      `Hakuna kilichopatikana kwa "${query}". Endelea kuandika au jaribu neno lingine.`,
    types: { category: 'Kundi', test: 'Kipimo', service: 'Huduma' },
    or: 'Au',
    assistant: 'Tumia Msaidizi Wetu wa AI',
    assistantHint:
      'Eleza matatizo ya afya au malengo yako, na msaidizi atakupendekezea vipimo na huduma zinazokufaa.',
  },
} satisfies typeof English;
