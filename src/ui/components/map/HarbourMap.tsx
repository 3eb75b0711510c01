import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AppConfiguration } from '../../../contract/configuration';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';

const ResultsMap = lazy(() => import('./ResultsMap'));

export interface HarbourMapProps {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
  /** The map's accessible name. */
  readonly label: string;
  /** The marker's accessible name and text. */
  readonly markerName: string;
  readonly markerText: string;
  readonly unavailableText: string;
}

/**
 * The product page's small map of the harbour (issue [10]): one marker, static except its zoom buttons. Below the
 * fold: MapLibre is fetched only once the place for the map comes near the viewport.
 */
export const HarbourMap = (props: HarbourMapProps) => {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const configuration = useService<Pick<AppConfiguration, 'mapStyleUrl'>>(TOKENS.Configuration);
  useEffect(() => {
    const box = boxRef.current;
    if (box === null || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  const { id, latitude, longitude } = props;
  return (
    <div ref={boxRef} className="harbour-map">
      {near && (
        <Suspense fallback={<div className="results-map" />}>
          <ResultsMap
            points={[{ id, latitude, longitude, text: props.markerText, name: props.markerName }]}
            label={props.label}
            clusterName={() => props.markerName}
            unavailableText={props.unavailableText}
            styleUrl={configuration.mapStyleUrl}
            interactive={false}
            maxZoom={10}
          />
        </Suspense>
      )}
    </div>
  );
};
