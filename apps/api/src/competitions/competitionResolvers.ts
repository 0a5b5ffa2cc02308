// Schema competition.graphql: the competition of a prize-draw element and the sign-up.
import type { Resolvers } from '../generated/resolvers';
import { enterCompetition, findCompetition } from './competitionEntry';

/** The CMS elements that lead to a competition's sign-up (storefront §2.10). */
const PRIZE_DRAW_ELEMENTS = new Set(['prize-draw', 'prize-draw-tab']);
/** The teaser attribute naming the competition by its code. */
const COMPETITION_ATTRIBUTE = 'competition';

export const competitionResolvers: Resolvers = {
  Cell: {
    competition: (cell, _args, { db, store }) => {
      if (!PRIZE_DRAW_ELEMENTS.has(cell.elementType)) return null;
      const code = cell.teasers
        .flatMap((teaser) => teaser.attributes)
        .find((attribute) => attribute.name === COMPETITION_ATTRIBUTE)?.value;
      return code ? findCompetition(db, store, code) : null;
    },
  },
  Mutation: {
    enterCompetition: (_parent, { input }, context) => enterCompetition(context, input),
  },
};
