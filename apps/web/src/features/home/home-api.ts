import {
  homeEndpoints as ep,
  type HomeContent,
  type HomeContentUpdateBody,
  HOME_MESSAGES as M,
} from '@exchange/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { endpointQuery } from '../../lib/endpoint-query';
import { useSaveMutation } from '../../lib/use-save-mutation';

const contentQuery = () => endpointQuery('home', ep.getHomeContent, {});
const contentKey = contentQuery().queryKey;

/** GET api/home/content: the page says its failure itself (3-billing §8), so no toast. */
export function useHomeContent() {
  return useQuery({
    ...contentQuery(),
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
    ...endpointQuery('home', ep.getHomeActions, { query: schoolId === null ? {} : { schoolid: schoolId } }),
    enabled,
    staleTime: 0,
  });
}
