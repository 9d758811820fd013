/**
 * Alternative text of the category illustrations (public/images/), by route slug. Each says what the
 * picture shows; a test's picture has its own in its card (card.imageAlt).
 */
export const imageMessages = {
  categoryImages: {
    'mental-health': 'A head in profile with a small green sprout growing inside it',
    'physical-activity': 'A running shoe at the foot of a path up a green hill',
    'diet-nutrition': 'A bowl of vegetables and fruit with a spoon',
    'general-wellbeing': 'A heart held in two open hands under a warm sun',
    'digital-addiction': 'A mobile phone with an hourglass on its screen',
    'lifestyle-diseases': 'A heart with a pulse line beside a blood drop',
  } as Record<string, string>,
};
