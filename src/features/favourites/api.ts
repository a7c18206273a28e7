import { apiGet, apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { FavouriteDish, FavouriteOutlet, Favourites, SetFavouriteRequest } from '../../api/contract';
import { arrayOf, isBoolean, isNonEmptyString, isNumber, isString, shape } from '../../api/guards';

const isFavourites = shape<Favourites>({
  outlets: arrayOf(shape<FavouriteOutlet>({ recordId: isNumber, restaurantUuid: isNonEmptyString, title: isString, area: isString, imageUrl: isString })),
  dishes: arrayOf(
    shape<FavouriteDish>({
      itemId: isNumber,
      title: isString,
      price: isNumber,
      vegNonVeg: isString,
      imageUrl: isString,
      isAvailable: isBoolean,
      restaurantUuid: isNonEmptyString,
      restaurantName: isString,
    }),
  ),
});

/** The server's list, never the worker's copy: the app keeps its own (favouritesAtom). */
export const fetchFavourites = () => apiGet(PATHS.favourites, { auth: true, fresh: true, guard: isFavourites });

/** Sent now or not at all: a heart tapped without signal is put back and says why. */
export const sendFavourite = (request: SetFavouriteRequest) => apiPost(PATHS.setFavourite, request, { auth: true, guard: isFavourites });
