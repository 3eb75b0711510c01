import { describe, expect, it } from 'vitest';
import { activitySummary } from '../../../tests/fakes/search';
import { DEFAULT_CURRENCY } from '../../domain/currency/money';
import { parsePath } from '../../domain/routing/route';
import { activityHref, productHref, toActivityCard } from './product-card';

const context = { language: 'en', defaultLanguage: 'en', currency: DEFAULT_CURRENCY, now: Date.parse('2025-06-15T10:00:00Z') } as const;
const path = { localization: 'marseille', boatType: 'sailboat', boatName: 'bavaria-cruiser-46-101' };

describe('card links', () => {
  it('an activity card links to its activity page in the language', () => {
    expect(toActivityCard(activitySummary(), context).href).toBe('/experiences/marseille/sunset-cruise-marseille-501');
    const href = activityHref(activitySummary(), { ...context, language: 'de' });
    expect(href).toBe('/de/erlebnisse/marseille/sunset-cruise-marseille-501');
    expect(parsePath(href).route).toEqual({ screen: 'activity', id: '501', placeSlug: 'marseille', activitySlug: 'sunset-cruise-marseille' });
  });

  it('the search’s start date and number of people go along as the query', () => {
    const search = { ...context, dates: { startDate: '2025-07-05', endDate: '2025-07-08' }, numberOfPeople: 4 };
    expect(activityHref(activitySummary(), search)).toBe('/experiences/marseille/sunset-cruise-marseille-501?startDate=2025-07-05&numberOfPeople=4');
    expect(productHref(path, search)).toBe('/boat-rental/marseille/sailboat/bavaria-cruiser-46-101?startDate=2025-07-05&endDate=2025-07-08&numberOfPeople=4');
    expect(productHref(path, { ...context, numberOfPeople: 2 })).toBe('/boat-rental/marseille/sailboat/bavaria-cruiser-46-101?numberOfPeople=2');
    expect(productHref(path, context)).toBe('/boat-rental/marseille/sailboat/bavaria-cruiser-46-101');
  });
});
