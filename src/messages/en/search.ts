/** English texts of the search page and the search box. */
export const searchMessages = {
  search: {
    title: 'Search',
    heading: 'Discover hidden gems for a healthier you',
    intro:
      'Search for screening tests, diseases, wellness plans and personalized health solutions that suit your needs.',
    label: 'Search tests, categories and services',
    placeholder: 'For example: stress, presha, sukari',
    submit: 'Search',
    hint: 'Type at least 3 characters. Use the arrow keys to move through the results.',
    resultsLabel: 'Search results',
    resultCount: (count: number) => (count === 1 ? '1 result found.' : `${count} results found.`),
    noMatches: (query: string) =>
      `No matches found for "${query}". Continue typing or try a different search term.`,
    types: { category: 'Category', test: 'Test', service: 'Service' },
    or: 'Or',
    assistant: 'Use Our AI Assistant',
    assistantHint: 'Describe your health concerns or goals and the assistant suggests tests and services.',
  },
};
