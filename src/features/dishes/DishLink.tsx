import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { VegNonVeg } from '../../api/contract';
import { VegMark } from '../../ui/VegMark';
import { DishPicture } from './DishPicture';
import { DISH_IN_VIEW, dishAnchor } from './quickAdd';
import './dishLink.css';

interface LinkedDish {
  restaurantUuid: string;
  itemId: number;
  imageUrl: string;
  vegNonVeg: VegNonVeg;
  title: string;
}

/**
 * A dish outside its menu (a search result, a favourite) as one tap into its outlet's menu, scrolled to the dish:
 * its picture, mark and name, then the lines its list adds (price, outlet, why Add waits).
 */
export function DishLink({ dish, children }: { dish: LinkedDish; children: ReactNode }) {
  return (
    <Link
      to="/restaurants/$restaurantUuid"
      params={{ restaurantUuid: dish.restaurantUuid }}
      hash={dishAnchor(dish.itemId)}
      hashScrollIntoView={DISH_IN_VIEW}
      className="dish-link"
    >
      <DishPicture url={dish.imageUrl} />
      <span className="dish-link__text">
        <span className="dish-link__name">
          <VegMark kind={dish.vegNonVeg} />
          <strong>{dish.title}</strong>
        </span>
        {children}
      </span>
    </Link>
  );
}
