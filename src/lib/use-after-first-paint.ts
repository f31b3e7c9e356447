// False while a component's first frame is being produced, true once it has been painted: work the
// trader need not wait for to see it (starting a sheet's requests) runs after that frame rather than
// before it (issue 24: the close sheet is on screen, then asks for its sellable shares).
import { useEffect, useState } from 'react';

import { afterNextFrame } from './after-next-frame';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextFrame(() => setPainted(true)), []);
  return painted;
}
