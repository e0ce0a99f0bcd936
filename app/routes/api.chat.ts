// /api/chat: the assistant chat's token (GET) and its enquiry lead (POST); 404 where the site has no chat.
import type { Route } from "./+types/api.chat";
import { chatLead, chatSession } from "../lib/chat.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => chatSession(request, context);

export const action = ({ request, context }: Route.ActionArgs) => chatLead(request, context);
