import {
  homeEndpoints as ep,
  type HomeContent,
  type HomeContentUpdateBody,
  HOME_MESSAGES as M,
} from '@exchange/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { endpointKey } from '../../lib/query-keys';
import { useSaveMutation } from '../../lib/use-save-mutation';

const contentKey = ['home', ...endpointKey(ep.getHomeContent.operationId)];
const actionsKey = (schoolId: number | null) => [
  'home',
  ...endpointKey(ep.getHomeActions.operationId, { query: { schoolid: schoolId ?? 'all' } }),
];

/** GET api/home/content: the page says its failure itself (3-billing §8), so no toast. */
export function useHomeContent() {
  return useQuery({
    queryKey: contentKey,
    queryFn: ({ signal }) => callEndpoint(ep.getHomeContent, {}, { signal }),
  });
}

/**
 * PUT api/home/content: "Home content updated." on success; a version someone replaced first reloads
 * the content (the editor keeps what was typed), its save then goes over the newer version.
 */
export function useHomeContentSave(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useSaveMutation<HomeContentUpdateBody, HomeContent>({
    form: 'home content',
    send: (body) => callEndpoint(ep.updateHomeContent, { body }),
    success: M.contentSaved,
    failure: M.contentSaveFailed,
    fields: ['html'],
    reloadOnConflict: [contentKey],
    onSuccess: (saved) => {
      queryClient.setQueryData(contentKey, saved);
      onSaved();
    },
  });
}

/**
 * GET api/home/actions of a school, or of every school (null, TE users): read afresh each time the
 * page opens, since the lists it counts change with every decision. The panel says its failure itself.
 */
export function useHomeActions(schoolId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: actionsKey(schoolId),
    queryFn: ({ signal }) =>
      callEndpoint(ep.getHomeActions, { query: schoolId === null ? {} : { schoolid: schoolId } }, { signal }),
    enabled,
    staleTime: 0,
  });
}
