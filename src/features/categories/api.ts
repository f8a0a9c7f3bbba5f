import { baseApi } from '@/api/baseApi';
import type { Submission } from '@/api/idempotency';
import { clearsSearchCache } from '@/api/search/searchClient';
import { submittedPost } from '@/api/submittedPost';
import type {
  CategoriesResponse,
  Category,
  CategoryFormOptionsResponse,
  CategoryInput,
  CategoryOption,
  CategoryResponse,
} from '@/domain/contract';

export interface CategoryListQuery {
  page: number;
  per_page: number;
  query?: string;
}

/** What a successful archive answers: the server's own wording is shown in the toast. */
export interface ArchiveCategoryResponse {
  message?: string;
}

const LIST = { type: 'Category' as const, id: 'LIST' };

/**
 * categories: list, /new (the parents a form offers), /{id}, /archive. Products show their
 * category, so every write also makes the product pages and the search lists ask again.
 */
export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<CategoriesResponse, CategoryListQuery>({
      query: ({ query, ...rest }) => ({
        url: 'categories',
        params: query ? { ...rest, query } : rest,
      }),
      providesTags: (page) => [
        ...(page?.data ?? []).map(({ id }) => ({ type: 'Category' as const, id })),
        LIST,
      ],
    }),
    getCategoryFormOptions: build.query<CategoryOption[], void>({
      query: () => ({ url: 'categories/new' }),
      transformResponse: (response: CategoryFormOptionsResponse) => response.data.parents,
      providesTags: [LIST],
    }),
    getCategory: build.query<Category, number>({
      query: (id) => ({ url: `categories/${id}` }),
      transformResponse: (response: CategoryResponse) => response.data,
      providesTags: (_category, _error, id) => [{ type: 'Category', id }],
    }),
    createCategory: build.mutation<Category, CategoryInput & Partial<Submission>>({
      query: submittedPost('categories'),
      transformResponse: (response: CategoryResponse) => response.data,
      invalidatesTags: [LIST, 'Item'],
      onQueryStarted: clearsSearchCache,
    }),
    updateCategory: build.mutation<Category, { id: number; body: CategoryInput }>({
      query: ({ id, body }) => ({ url: `categories/${id}`, method: 'PATCH', data: body }),
      transformResponse: (response: CategoryResponse) => response.data,
      invalidatesTags: (_category, _error, { id }) => [{ type: 'Category', id }, LIST, 'Item'],
      onQueryStarted: clearsSearchCache,
    }),
    archiveCategory: build.mutation<ArchiveCategoryResponse, number>({
      query: (id) => ({ url: `categories/${id}/archive`, method: 'PATCH' }),
      invalidatesTags: (_answer, _error, id) => [{ type: 'Category', id }, LIST, 'Item'],
      onQueryStarted: clearsSearchCache,
    }),
  }),
});

export const {
  useListCategoriesQuery,
  useGetCategoryFormOptionsQuery,
  useGetCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useArchiveCategoryMutation,
} = categoriesApi;
