import type { Project } from '@codebazaar/shared';
import { useEffect, useRef, useState } from 'react';

import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Check, ShoppingBasket } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCart, usePutCartItem } from '@/lib/queries/cart';

export interface AddToCartButtonProps {
  project: Pick<Project, '_id' | 'title' | 'author' | 'license'>;
  /** The viewer holds a paid license of it: nothing to add. */
  held?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Names the project in the accessible name ("Add to cart: Kit"), where several are listed. */
  named?: boolean;
}

/**
 * "Add to cart" for a signed-in buyer (docs/product-rules.md#cart); "In cart", a link to the
 * cart, once it is there. Nothing for free projects, the viewer's own, or one they hold. A
 * refusal (already held, cart full) is told in a toast.
 */
export function AddToCartButton({
  project,
  held = false,
  variant = 'outline',
  size = 'md',
  className,
  named = false,
}: AddToCartButtonProps) {
  const { user } = useAuth();
  const cart = useCart();
  const put = usePutCartItem();
  const [added, setAdded] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const inCart = cart.data?.items.some((item) => item.projectId === project._id) ?? false;

  // The button the buyer pressed became a link: keep the keyboard focus on it.
  useEffect(() => {
    if (added && inCart) linkRef.current?.focus();
  }, [added, inCart]);

  if (!user || held || project.license.type === 'free' || project.author.id === user.id) {
    return null;
  }
  const suffix = named ? `: ${project.title}` : '';
  if (inCart) {
    return (
      <ButtonLink
        ref={linkRef}
        to={paths.cart}
        variant={variant}
        size={size}
        className={className}
        icon={<Check className="size-4" aria-hidden />}
        aria-label={named ? `In cart${suffix}` : 'In cart: view your cart'}
      >
        In cart
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      icon={<ShoppingBasket className="size-4" aria-hidden />}
      loading={put.isPending || cart.isPending}
      aria-label={named ? `Add to cart${suffix}` : undefined}
      onClick={() =>
        put.mutate(
          { projectId: project._id },
          {
            onSuccess: () => {
              setAdded(true);
              notify('success', `${project.title} is in your cart`);
            },
            onError: (err) => notify('error', errorMessage(err, 'Could not add it to your cart')),
          },
        )
      }
    >
      Add to cart
    </Button>
  );
}
