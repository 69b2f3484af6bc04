// A hotel's room inventory and the brand's hotels (document 2 §7.3): the facility list, its stock
// calendar and the agency's hotel search, apart from the calls of the search's own screens.
import { endpoint } from '../endpoint';
import { BrandHotelsAnswerSchema, BrandInventoryAnswerSchema, BrandInventoryQuerySchema, InventoryAnswerSchema, InventoryQuerySchema, OtaHotelSearchAnswerSchema, OtaHotelSearchQuerySchema } from '../search';
import { INVALID, NOT_FOUND } from './errors';
import { BrandIdParams, HotelIdParams } from './params';

const TAG = 'Rooms, hotels and policies';

const badRange = { ...INVALID, field: 'end_date', description: 'end_date is before start_date, or more than 62 days after it.' } as const;

const brandNotFound = { ...NOT_FOUND, description: 'No hotel brand of that id or code.' } as const;

export const getRoomInventory = endpoint({
  id: 'getRoomInventory',
  method: 'GET',
  path: '/hotels/{id}/rooms/inventory',
  summary: 'Rooms left and the lowest nightly price per room type and night',
  tag: TAG,
  caller: 'client',
  params: HotelIdParams,
  query: InventoryQuerySchema,
  answer: InventoryAnswerSchema,
  errors: { badRange },
});

export const listBrandHotels = endpoint({
  id: 'listBrandHotels',
  method: 'GET',
  path: '/hotel_brands/{id}/hotels',
  summary: "The brand's hotels and their facts",
  tag: TAG,
  caller: 'client',
  params: BrandIdParams,
  answer: BrandHotelsAnswerSchema,
  errors: { brandNotFound },
});

export const getBrandInventory = endpoint({
  id: 'getBrandInventory',
  method: 'GET',
  path: '/hotel_brands/{id}/inventory',
  summary: "Rooms left and the lowest nightly price per night at each of the brand's open hotels, for a party of adults",
  tag: TAG,
  caller: 'client',
  params: BrandIdParams,
  query: BrandInventoryQuerySchema,
  answer: BrandInventoryAnswerSchema,
  errors: { brandNotFound, badRange },
});

export const searchOtaHotels = endpoint({
  id: 'searchOtaHotels',
  method: 'GET',
  path: '/api/ota/v1/hotels/search',
  summary: 'Hotels by code, a page at a time, each with its lowest price for the party when asked',
  tag: TAG,
  caller: 'member_optional',
  query: OtaHotelSearchQuerySchema,
  answer: OtaHotelSearchAnswerSchema,
  errors: {},
});
