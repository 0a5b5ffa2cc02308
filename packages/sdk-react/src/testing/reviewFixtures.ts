// Review data for stories and tests, shaped like the ProductReviews answer (spec storefront §3.9).
import type { ProductReviewsQuery } from '@ranzen/sdk-core';

type ReviewList = ProductReviewsQuery['productReviews'];

export const reviewList: ReviewList = {
  __typename: 'ReviewList',
  reviews: [
    {
      __typename: 'Review',
      ratingId: 'r1',
      rating: 5,
      fullAuthorInfo: 'Anna M. aus Köln',
      title: 'Super leicht und stabil',
      date: '2026-08-14T09:30:00.000Z',
      message: 'Unsere Tochter trägt ihn jeden Tag.\nDie Reflektoren sind top.',
      helpfulRating: 7,
      comment: 'Vielen Dank für Ihr Lob!',
      commentAuthor: 'Ranzen-Kundenservice',
      commentDate: '2026-08-15T08:00:00.000Z',
      isVerified: true,
      language: 'de',
    },
    {
      __typename: 'Review',
      ratingId: 'r2',
      rating: 3,
      fullAuthorInfo: 'Lehrer Schmidt',
      title: 'Good, but pricey',
      date: '2026-07-02T12:00:00.000Z',
      message: 'The quality is right, the price is high.',
      helpfulRating: 1,
      comment: null,
      commentAuthor: null,
      commentDate: null,
      isVerified: false,
      language: 'en',
    },
  ],
  numberOfReviews: 12,
  numberOfFives: 7,
  numberOfFours: 2,
  numberOfThrees: 2,
  numberOfTwos: 0,
  numberOfOnes: 1,
  averageRating: 4.2,
  totalFiltered: 12,
  offset: 0,
  limit: 5,
  hasMore: true,
};
